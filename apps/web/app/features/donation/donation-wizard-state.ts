import { COUNTRIES, type BillingField, type Frequency, type FundField } from "~/content/giving";

/**
 * Everything the donation wizard holds (SPEC §3). It lives in the page's memory only: the spec's
 * wizard makes no call (SPEC §7), so nothing here is ever sent anywhere.
 */
export type DonationWizardData = Record<FundField | BillingField, string> & { frequency: Frequency | "" };

export const EMPTY_DONATION: DonationWizardData = {
  firstFruits: "",
  offering: "",
  buildingFund: "",
  pastorsWivesForum: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  streetAddress: "",
  city: "",
  state: "",
  zipCode: "",
  country: COUNTRIES[0],
  frequency: "",
};

/** SPEC §9: three steps. */
export const STEP_COUNT = 3;

export type WizardStep = 1 | 2 | 3;

/** Previous and Next never leave 1..3 (SPEC §4). */
export function clampStep(step: number): WizardStep {
  return Math.min(STEP_COUNT, Math.max(1, Math.trunc(step))) as WizardStep;
}

/** SPEC §5: the only check of the wizard; billing fields are marked required but not checked. */
export function frequencyMissing(data: DonationWizardData): boolean {
  return data.frequency !== "single" && data.frequency !== "monthly";
}

/** An amount of naira as the page shows it: ₦6,000. Plain digits grouping, the same on server and browser. */
export function formatNaira(amount: number): string {
  return `₦${Math.round(amount).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}
