/**
 * Every label of the online donation wizard (SPEC §2.9), and the names of the giving pictures.
 * The giving pages' own words are the pages donate, give-by-text and online-donation
 * (content/pages/), which staff edit.
 */
import { MESSAGES } from "@lampstand/contract/messages";

export type GivingIcon = "text" | "card" | "partner" | "phone";

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
