/**
 * The giving pages (SPEC §2.9): the four ways to give, the text-to-give steps and every label
 * of the online donation wizard. The number to text comes from site.config.ts.
 */
import { MESSAGES } from "@lampstand/contract/messages";

export const GIVING_VERSE = {
  text: "Every man according as he purposeth in his heart, so let him give; not grudgingly, or of necessity: for God loveth a cheerful giver.",
  reference: "2 Corinthians 9:7",
} as const;

export type GivingIcon = "text" | "card" | "partner" | "phone";

export type GivingOption = {
  title: string;
  text: string;
  href: string;
  /** The link's visible words. */
  action: string;
  icon: GivingIcon;
};

export const DONATE = {
  intro:
    "Your tithes and offerings keep the lights on, the doors open and the Gospel going out: into our city through outreach and care, and to the nations through missions. Thank you for giving.",
  optionsHeading: "Choose how you would like to give",
  options: [
    {
      title: "Give by Text",
      text: "Send one word from your phone and follow the secure link you get back. It takes about a minute.",
      href: "/give-by-text",
      action: "How to give by text",
      icon: "text",
    },
    {
      title: "Online Donation",
      text: "Plan your tithe and offerings across our funds in three short steps.",
      href: "/online-donation",
      action: "Start online giving",
      icon: "card",
    },
    {
      title: "Give through our giving partner",
      text: "Give through the online giving service our church partners with, once or on a schedule.",
      href: "/",
      action: "Go to our giving partner",
      icon: "partner",
    },
    {
      title: "Give with a mobile payment app",
      text: "Use the payment app on your phone to send your gift straight to the church.",
      href: "/",
      action: "Give with a payment app",
      icon: "phone",
    },
  ] satisfies GivingOption[],
  partnerNote:
    "Our partner and app giving links are still being set up. Until they are ready they lead back to our home page.",
  inPersonHeading: "Giving in person",
  inPerson:
    "You can always give during any of our services: envelopes are at the welcome desk, and an usher will gladly help.",
  questionsHeading: "Questions about giving?",
  questions: "Our finance team will gladly help with receipts, pledges or anything else about giving. Write to",
} as const;

export const GIVE_BY_TEXT = {
  intro: "Giving by text is the quickest way to give from your phone. There is no app to install.",
  steps: [
    { title: "Send a text", text: "Use the phone you would like your gifts linked to." },
    { title: "Open the link", text: "You will get a reply with a secure link. Enter your amount and choose the fund." },
    { title: "Confirm your gift", text: "Add your card the first time. After that, giving again is a single text." },
  ],
  receiptHeading: "Want a year-end receipt?",
  receipt:
    "Create an account when you give your first gift by text. Your gifts are then kept together under your name, and we send you one receipt for the whole year in January, ready for your tax return.",
  smsAction: "Open my messages",
} as const;

/** The wizard's three steps (SPEC §2.9, §4): titles as the spec names them. */
export const WIZARD_STEPS = ["Your Gift", "Your Billing Information", "Your Payment Information"] as const;

export type FundField = "firstFruits" | "offering" | "buildingFund" | "pastorsWivesForum";

export const FUNDS: { name: FundField; label: string; hint: string }[] = [
  { name: "firstFruits", label: "First Fruits", hint: "The first and best of your increase, given to God." },
  { name: "offering", label: "Offering", hint: "Your general offering for the work of the church." },
  { name: "buildingFund", label: "Building Fund", hint: "Toward our sanctuary and its upkeep." },
  { name: "pastorsWivesForum", label: "Pastor's Wives Forum", hint: "Supports the care and outreach of our pastors' wives." },
];

export type BillingField =
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "streetAddress"
  | "city"
  | "state"
  | "zipCode"
  | "country";

export type TextBillingField = Exclude<BillingField, "country">;

/** The billing fields in order (country, a select, comes last). */
export const BILLING_FIELDS: {
  name: TextBillingField;
  label: string;
  type: "text" | "email" | "tel";
  autoComplete: string;
  /** Two fields share a row on wide screens. */
  half: boolean;
}[] = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name", half: true },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name", half: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", half: true },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", half: true },
  { name: "streetAddress", label: "Street address", type: "text", autoComplete: "street-address", half: false },
  { name: "city", label: "City", type: "text", autoComplete: "address-level2", half: true },
  { name: "state", label: "State / Province / Region", type: "text", autoComplete: "address-level1", half: true },
  { name: "zipCode", label: "Zip code", type: "text", autoComplete: "postal-code", half: true },
];

export const COUNTRY_LABEL = "Country";

/** The only countries the wizard offers (SPEC §9). */
export const COUNTRIES = ["USA", "Canada", "UK"] as const;

export type Frequency = "single" | "monthly";

export const FREQUENCIES: { value: Frequency; label: string; hint: string }[] = [
  { value: "single", label: "Single gift", hint: "Give once, today." },
  { value: "monthly", label: "Monthly support", hint: "Give the same gift every month." },
];

/** The total the wizard shows, fixed by the spec whatever the amounts (SPEC §9). */
export const DISPLAYED_TOTAL_NAIRA = 6000;

export const WIZARD_TEXT = {
  /** Said plainly on the page: the wizard takes no money and sends nothing (SPEC §7). */
  noPaymentNotice: {
    lead: "No payment is taken online yet.",
    text: "This form does not send your details anywhere and nothing is charged: it only helps you plan your gift until secure card payments are switched on.",
  },
  giftIntro: "Enter an amount for any fund you would like to support. Leave the others empty.",
  billingIntro: "Fields marked with * are required for the receipt.",
  frequencyLegend: "How often would you like to give?",
  /** SPEC §5, from the contract's catalogue of the spec's texts. */
  frequencyRequired: MESSAGES.selectFrequency,
  totalLabel: "Total",
  cardFieldNote:
    "The secure card field starts here once the payment condition is met: when online card payments are switched on for our church.",
  previous: "Previous",
  next: "Next",
  submit: "Submit",
  successHeading: "Thank you for your generosity!",
  success:
    "Your gift plan is complete. Remember: no payment was taken and nothing was sent. Please give by text or in person until online payments open.",
  startOver: "Plan another gift",
} as const;
