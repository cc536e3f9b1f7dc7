// The console's view of a centre's plans over time: renewals at risk, churn and revenue per month.
export {};
