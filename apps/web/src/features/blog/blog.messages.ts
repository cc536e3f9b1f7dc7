import { defineMessages } from "../../lib/i18n";

export const blogMessages = defineMessages(
  {
    title: "Car Washing Blog",
    intro: "Practical car care for Indian roads and weather, from the Chamak team and our partner centres.",
    readMore: "Read more",
    readPost: "Read: {title}",
    minutes: "{count} min read",
    backToBlog: "All posts",
    bookCta: "Book a wash",
    notFoundTitle: "Post not found",
    notFoundText: "This post does not exist or has moved.",
  },
  {
    title: "कार वॉशिंग ब्लॉग",
    intro: "भारतीय सड़कों और मौसम के लिए कार की देखभाल की काम की बातें, चमक टीम और हमारे साझेदार सेंटर से।",
    readMore: "आगे पढ़ें",
    readPost: "पढ़ें: {title}",
    minutes: "{count} मिनट में पढ़ें",
    backToBlog: "सभी पोस्ट",
    bookCta: "वॉश बुक करें",
    notFoundTitle: "पोस्ट नहीं मिली",
    notFoundText: "यह पोस्ट मौजूद नहीं है या हटा दी गई है।",
  },
);
