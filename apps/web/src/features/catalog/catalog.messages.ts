import { defineMessages } from "../../lib/i18n";

export const catalogMessages = defineMessages(
  {
    ratingLabel: "Rated {average} out of 5 from {count} reviews",
    ratingOne: "Rated {average} out of 5 from 1 review",
    starsLabel: "Rated {average} out of 5",
    noRatings: "No ratings yet",
    reviewsCount: "({count})",
    bookings: "{count} bookings",
    pickDrop: "Pick & drop",
    doorstep: "Doorstep",
    fromPrice: "From {price}",
    viewDetails: "View details",
    bookNow: "Book Now",
  },
  {
    ratingLabel: "{count} समीक्षाओं से 5 में से {average} रेटिंग",
    ratingOne: "1 समीक्षा से 5 में से {average} रेटिंग",
    starsLabel: "5 में से {average} रेटिंग",
    noRatings: "अभी कोई रेटिंग नहीं",
    reviewsCount: "({count})",
    bookings: "{count} बुकिंग",
    pickDrop: "पिक एंड ड्रॉप",
    doorstep: "घर पर सेवा",
    fromPrice: "{price} से शुरू",
    viewDetails: "विवरण देखें",
    bookNow: "अभी बुक करें",
  },
);
