import { describe, expect, it } from 'vitest';
import { createEnquiryBody, earliestEnquiryDate } from './enquiries.ts';
import { MESSAGES } from './messages.ts';

const valid = { name: 'Meera', email: 'meera@example.test', phone: '+91 98160 22222', destination: 'Shimla' };

describe('enquiry form', () => {
  it('accepts the required fields alone, and an empty travel date as none', () => {
    expect(createEnquiryBody.safeParse(valid).success).toBe(true);
    expect(createEnquiryBody.safeParse({ ...valid, travel_date: '', message: '' }).success).toBe(true);
  });

  it("counts a date as past only once it is past everywhere (today at UTC-12)", () => {
    expect(earliestEnquiryDate(new Date('2026-06-10T11:00:00Z'))).toBe('2026-06-09');
    expect(earliestEnquiryDate(new Date('2026-06-10T13:00:00Z'))).toBe('2026-06-10');
  });

  it('uses the enquiry page wording for the email', () => {
    const result = createEnquiryBody.safeParse({ ...valid, email: 'meera@nowhere' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.enquiryEmailInvalid]);
  });
});
