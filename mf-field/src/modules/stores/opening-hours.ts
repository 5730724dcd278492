/** The weekdays from Monday (field-app spec, section 9: "Week starts Monday"); 0 is Sunday as in the periods. */
export const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** A link that opens the phone's navigation to the store. */
export function navigationUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
