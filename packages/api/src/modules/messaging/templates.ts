import { MESSAGE_TEMPLATES, type MessageTemplate } from "./channels";

/**
 * The texts of the templates as registered: SMS on DLT (MSG91's `##VAR##` variables, named by the value's key
 * in capitals; transactional SMS in English), WhatsApp approved by Meta per language (`{{1}}`: the values in
 * MESSAGE_TEMPLATES' order). A provider sends only the registered text, so the code never composes a message;
 * these are what the stand-ins show and what the registrations must say.
 */
export const SMS_TEMPLATE_TEXTS: Record<MessageTemplate, string> = {
  otp: "##CODE## is your Chamak verification code. It expires in 5 minutes. Do not share it with anyone.",
  booking_placed:
    "Chamak: your booking ##CODE## at ##CENTRE## for ##WHEN## is placed. We will tell you when the centre confirms it.",
  booking_confirmed: "Chamak: ##CENTRE## has confirmed your booking ##CODE## for ##WHEN##.",
  booking_reminder:
    "Chamak: reminder, your booking at ##CENTRE## is at ##WHEN##. To reschedule or cancel: ##LINK##",
  booking_rescheduled: "Chamak: your booking ##CODE## has moved from ##FROM## to ##TO##.",
  booking_crew_changed: "Chamak: ##NAME## of ##CENTRE## now comes for your booking ##CODE## at ##WHEN##.",
  booking_on_the_way:
    "Chamak: ##NAME## is on the way for your booking ##CODE## and expects to reach your car by ##WHEN##. Your hand-over code is on your booking page.",
  booking_arrived:
    "Chamak: ##NAME## has reached your car for booking ##CODE##. Give them the hand-over code from your booking page.",
  booking_visit_missed:
    "Chamak: nobody reached your car by ##TIME## for booking ##CODE##. ##AMOUNT## off is on your booking. Rebook in one tap: ##LINK##",
  booking_washing: "Chamak: ##NAME## has started on your car (booking ##CODE##).",
  booking_done: "Chamak: your car is done (booking ##CODE##). See the photos: ##LINK##",
  plan_wash_done:
    "Chamak: your car ##VEHICLE## was washed this morning. See the photo on your plan: ##LINK##",
  plan_wash_not_accessible:
    "Chamak: ##CENTRE##'s cleaner could not reach your car ##VEHICLE## this morning. See the photo, then check the parking and key details on your plan or skip tomorrow's wash: ##LINK##",
  plan_debit_due:
    "Chamak: ##AMOUNT## for your wash plan ##PLAN## will be debited by UPI AutoPay on ##WHEN##. To skip, pause or cancel, open your plan: ##LINK##",
  plan_halted:
    "Chamak: the UPI AutoPay debit for your wash plan ##PLAN## failed after every retry. Washes stop after ##UNTIL##. To go on, pay a month by UPI on your plan: ##LINK##",
  plan_unpaid:
    "Chamak: the next month of your wash plan ##PLAN## was not paid, so the washes stopped after ##UNTIL##. Pay by UPI to start again the next morning: ##LINK##",
  plan_renewal_upi:
    "Chamak: your wash plan ##PLAN## is paid until ##UNTIL##. Pay ##AMOUNT## by UPI for the next month: ##LINK##",
  plan_renewal_cash:
    "Chamak: the next month of your wash plan ##PLAN## starts ##FROM##. Please pay ##AMOUNT## in cash to your washer. Your plan: ##LINK##",
  booking_cancelled: "Chamak: your booking ##CODE## at ##CENTRE## is cancelled.",
  booking_cancelled_refund:
    "Chamak: your booking ##CODE## at ##CENTRE## is cancelled. A refund of ##AMOUNT## is on its way to you.",
  refund_processed:
    "Chamak: your refund of ##AMOUNT## for booking ##CODE## is processed. Banks take up to 7 working days to show it.",
  review_request: "Chamak: how was your visit to ##CENTRE##? Rate it here: ##LINK##",
  centre_new_booking:
    "Chamak: new booking ##CODE## for ##WHEN## from ##CUSTOMER## (##MOBILE##). See it on your console.",
  centre_cancelled: "Chamak: booking ##CODE## for ##WHEN## is cancelled. The slot is free again.",
  centre_rescheduled: "Chamak: booking ##CODE## has moved from ##FROM## to ##TO##.",
  team_invite: "Chamak: ##CENTRE## invites you to its team as ##ROLE##. Accept here: ##LINK##",
  job_card_handover_code:
    "Chamak: ##CODE## is your hand-over code for ##VEHICLE## at ##CENTRE##. Give it to staff only after checking the ##PHOTOS## condition photos in your booking. It confirms them.",
  job_card_return_code:
    "Chamak: ##CODE## is your return code for ##VEHICLE## at ##CENTRE##. Give it to staff only when you have your vehicle back.",
  centre_damage_report:
    "Chamak: the customer of booking ##CODE## (##VEHICLE##) reported damage. See the complaint on your console.",
  payout_bank_changed:
    "Chamak: payouts of ##CENTRE## now go to ##BANK## account ending ##LAST4##. Nothing is paid to it before ##UNTIL##. Not you? Stop it: ##LINK##",
};

export const WHATSAPP_TEMPLATE_TEXTS: Record<MessageTemplate, Record<"en" | "hi", string>> = {
  otp: {
    en: "*{{1}}* is your verification code. For your security, do not share this code.",
    hi: "*{{1}}* आपका सत्यापन कोड है। अपनी सुरक्षा के लिए यह कोड किसी से साझा न करें।",
  },
  booking_placed: {
    en: "Your booking *{{1}}* at {{2}} for {{3}} is placed. We will tell you when the centre confirms it.",
    hi: "{{2}} पर {{3}} के लिए आपकी बुकिंग *{{1}}* हो गई है। सेंटर के पुष्टि करते ही हम आपको बताएँगे।",
  },
  booking_confirmed: {
    en: "{{2}} has confirmed your booking *{{1}}* for {{3}}.",
    hi: "{{2}} ने {{3}} के लिए आपकी बुकिंग *{{1}}* की पुष्टि कर दी है।",
  },
  booking_reminder: {
    en: "Reminder: your booking at {{1}} is at {{2}}. To reschedule or cancel, open {{3}}",
    hi: "याद दिला दें: {{1}} पर आपकी बुकिंग {{2}} पर है। समय बदलने या रद्द करने के लिए {{3}} खोलें",
  },
  booking_rescheduled: {
    en: "Your booking *{{1}}* has moved from {{2}} to {{3}}.",
    hi: "आपकी बुकिंग *{{1}}* {{2}} से {{3}} पर कर दी गई है।",
  },
  booking_crew_changed: {
    en: "{{2}} of {{3}} now comes for your booking *{{1}}* at {{4}}.",
    hi: "आपकी बुकिंग *{{1}}* के लिए {{4}} पर अब {{3}} से {{2}} आएँगे।",
  },
  booking_on_the_way: {
    en: "{{2}} is on the way for your booking *{{1}}* and expects to reach your car by {{3}}. Your hand-over code is on your booking page.",
    hi: "{{2}} आपकी बुकिंग *{{1}}* के लिए निकल चुके हैं और {{3}} तक आपकी गाड़ी तक पहुँचेंगे। हैंड-ओवर कोड आपकी बुकिंग के पेज पर है।",
  },
  booking_arrived: {
    en: "{{2}} has reached your car for booking *{{1}}*. Give them the hand-over code from your booking page.",
    hi: "{{2}} बुकिंग *{{1}}* के लिए आपकी गाड़ी तक पहुँच गए हैं। उन्हें अपनी बुकिंग के पेज से हैंड-ओवर कोड दें।",
  },
  booking_visit_missed: {
    en: "Nobody reached your car by {{2}} for booking *{{1}}*. {{3}} off is on your booking. Rebook in one tap: {{4}}",
    hi: "बुकिंग *{{1}}* के लिए {{2}} तक कोई आपकी गाड़ी तक नहीं पहुँचा। आपकी बुकिंग पर {{3}} की छूट लग गई है। एक टैप में फिर से बुक करें: {{4}}",
  },
  booking_washing: {
    en: "{{2}} has started on your car (booking *{{1}}*).",
    hi: "{{2}} ने आपकी गाड़ी पर काम शुरू कर दिया है (बुकिंग *{{1}}*)।",
  },
  booking_done: {
    en: "Your car is done (booking *{{1}}*). See the photos: {{2}}",
    hi: "आपकी गाड़ी तैयार है (बुकिंग *{{1}}*)। फ़ोटो देखें: {{2}}",
  },
  plan_wash_done: {
    en: "Your car *{{1}}* was washed this morning. See the photo on your plan: {{2}}",
    hi: "आपकी गाड़ी *{{1}}* आज सुबह धो दी गई। फ़ोटो अपने प्लान पर देखें: {{2}}",
  },
  plan_wash_not_accessible: {
    en: "{{2}}'s cleaner could not reach your car *{{1}}* this morning. See the photo, then check the parking and key details on your plan or skip tomorrow's wash: {{3}}",
    hi: "{{2}} के क्लीनर आज सुबह आपकी गाड़ी *{{1}}* तक नहीं पहुँच पाए। फ़ोटो देखें, फिर अपने प्लान पर पार्किंग और चाबी की जानकारी जाँचें या कल की धुलाई छोड़ें: {{3}}",
  },
  plan_debit_due: {
    en: "{{1}} for your wash plan *{{2}}* will be debited by UPI AutoPay on {{3}}. To skip, pause or cancel, open your plan: {{4}}",
    hi: "आपके वॉश प्लान *{{2}}* के लिए {{1}} UPI AutoPay से {{3}} को कटेंगे। धुलाई छोड़ने, रोकने या रद्द करने के लिए अपना प्लान खोलें: {{4}}",
  },
  plan_halted: {
    en: "The UPI AutoPay debit for your wash plan *{{1}}* failed after every retry. Washes stop after {{2}}. To go on, pay a month by UPI on your plan: {{3}}",
    hi: "आपके वॉश प्लान *{{1}}* का UPI AutoPay भुगतान हर कोशिश के बाद भी नहीं हुआ। धुलाई {{2}} के बाद रुक जाएगी। जारी रखने के लिए अपने प्लान पर UPI से एक महीने का भुगतान करें: {{3}}",
  },
  plan_unpaid: {
    en: "The next month of your wash plan *{{1}}* was not paid, so the washes stopped after {{2}}. Pay by UPI to start again the next morning: {{3}}",
    hi: "आपके वॉश प्लान *{{1}}* के अगले महीने का भुगतान नहीं हुआ, इसलिए धुलाई {{2}} के बाद रुक गई। अगली सुबह से फिर शुरू करने के लिए UPI से भुगतान करें: {{3}}",
  },
  plan_renewal_upi: {
    en: "Your wash plan *{{1}}* is paid until {{2}}. Pay {{3}} by UPI for the next month: {{4}}",
    hi: "आपके वॉश प्लान *{{1}}* का भुगतान {{2}} तक हुआ है। अगले महीने के लिए UPI से {{3}} का भुगतान करें: {{4}}",
  },
  plan_renewal_cash: {
    en: "The next month of your wash plan *{{1}}* starts {{2}}. Please pay {{3}} in cash to your washer. Your plan: {{4}}",
    hi: "आपके वॉश प्लान *{{1}}* का अगला महीना {{2}} से शुरू होता है। कृपया अपने वॉशर को नकद {{3}} दें। आपका प्लान: {{4}}",
  },
  booking_cancelled: {
    en: "Your booking *{{1}}* at {{2}} is cancelled.",
    hi: "{{2}} पर आपकी बुकिंग *{{1}}* रद्द हो गई है।",
  },
  booking_cancelled_refund: {
    en: "Your booking *{{1}}* at {{2}} is cancelled. A refund of {{3}} is on its way to you.",
    hi: "{{2}} पर आपकी बुकिंग *{{1}}* रद्द हो गई है। {{3}} का रिफ़ंड आपको भेजा जा रहा है।",
  },
  refund_processed: {
    en: "Your refund of {{1}} for booking *{{2}}* is processed. Banks take up to 7 working days to show it.",
    hi: "बुकिंग *{{2}}* का {{1}} का रिफ़ंड हो गया है। बैंक में दिखने में 7 कामकाजी दिन तक लग सकते हैं।",
  },
  review_request: {
    en: "How was your visit to {{1}}? Rate it here: {{2}}",
    hi: "{{1}} पर आपका अनुभव कैसा रहा? यहाँ रेटिंग दें: {{2}}",
  },
  centre_new_booking: {
    en: "New booking *{{1}}* for {{2}} from {{3}} ({{4}}). See it on your console.",
    hi: "{{3}} ({{4}}) की {{2}} के लिए नई बुकिंग *{{1}}*। इसे अपने कंसोल पर देखें।",
  },
  centre_cancelled: {
    en: "Booking *{{1}}* for {{2}} is cancelled. The slot is free again.",
    hi: "{{2}} की बुकिंग *{{1}}* रद्द हो गई है। स्लॉट फिर से खाली है।",
  },
  centre_rescheduled: {
    en: "Booking *{{1}}* has moved from {{2}} to {{3}}.",
    hi: "बुकिंग *{{1}}* {{2}} से {{3}} पर कर दी गई है।",
  },
  team_invite: {
    en: "{{1}} invites you to its team as {{2}}. Accept here: {{3}}",
    hi: "{{1}} ने आपको अपनी टीम में {{2}} के रूप में आमंत्रित किया है। यहाँ स्वीकार करें: {{3}}",
  },
  job_card_handover_code: {
    en: "*{{1}}* is your hand-over code for {{2}} at {{3}}. Give it to staff only after checking the {{4}} condition photos in your booking: it confirms them.",
    hi: "*{{1}}* {{3}} पर {{2}} के लिए आपका हैंड-ओवर कोड है। अपनी बुकिंग में गाड़ी की हालत की {{4}} फ़ोटो देखने के बाद ही इसे स्टाफ़ को दें: यह उनकी पुष्टि करता है।",
  },
  job_card_return_code: {
    en: "*{{1}}* is your return code for {{2}} at {{3}}. Give it to staff only when you have your vehicle back.",
    hi: "*{{1}}* {{3}} पर {{2}} के लिए आपका वापसी कोड है। गाड़ी वापस मिलने पर ही इसे स्टाफ़ को दें।",
  },
  centre_damage_report: {
    en: "The customer of booking *{{1}}* ({{2}}) reported damage. See the complaint on your console.",
    hi: "बुकिंग *{{1}}* ({{2}}) के ग्राहक ने नुकसान की शिकायत की है। शिकायत अपने कंसोल पर देखें।",
  },
  payout_bank_changed: {
    en: "Payouts of {{1}} now go to {{2}} account ending *{{3}}*. Nothing is paid to it before {{4}}. If you did not make this change, stop it here: {{5}}",
    hi: "{{1}} के भुगतान अब {{2}} के खाते (अंतिम अंक *{{3}}*) में जाएँगे। {{4}} से पहले इसमें कुछ नहीं भेजा जाएगा। अगर यह बदलाव आपने नहीं किया, तो यहाँ रोकें: {{5}}",
  },
};

const TEMPLATE_NAMES = Object.keys(MESSAGE_TEMPLATES) as MessageTemplate[];

/** The template names and ids the stand-ins know (a real account configures its own). */
export const STANDIN_TEMPLATES = {
  // MSG91's flow template `chamak_<name>`, mapped to a made-up 19-digit DLT template id.
  msg91: Object.fromEntries(
    TEMPLATE_NAMES.map((name, index) => [
      name,
      {
        templateId: `chamak_${name}`,
        dltTemplateId: `11071700000000000${String(index + 1).padStart(2, "0")}`,
      },
    ]),
  ) as Record<MessageTemplate, { templateId: string; dltTemplateId: string }>,
  senderId: "CHAMAK",
  whatsapp: Object.fromEntries(TEMPLATE_NAMES.map((name) => [name, `chamak_${name}`])) as Record<
    MessageTemplate,
    string
  >,
} as const;
