// A wash plan's month paid by UPI: the order the customer pays, and Checkout's answer.
export {};
