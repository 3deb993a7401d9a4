/** Messages of the enquiry forms (the spec's wording). */
export const ENQUIRY_MESSAGES = {
  enquiryEmailInvalid: 'Please enter a valid email',
  enquiryDatePast: 'Travel date cannot be in the past',
  enquirySuccessTitle: 'Success!',
  enquirySent: 'Thank you for your enquiry. We will get back to you soon.',
  enquiryFailed: 'Failed to submit enquiry. Please try again.',
} as const;
