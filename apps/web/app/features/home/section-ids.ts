/** The activities section's id: the prayer panel appears once it is half in view (SPEC §2.3, §9). */
export const ACTIVITIES_SECTION_ID = "activities-section";
