/**
 * Back-office messages about coupons (server answers, field errors and toasts), part of
 * ADMIN_MESSAGES so the admin app translates them by key (`messages.<key>`).
 */
export const COUPON_ADMIN_MESSAGES = {
  couponCodeRequired: 'Coupon code is required',
  couponCodeInvalid: 'Use only uppercase letters, digits and dashes',
  couponCodeTaken: 'This coupon code is already in use',
  couponValueInvalid: 'Enter a discount greater than 0',
  couponPercentRange: 'A percentage discount must be between 1 and 100',
  couponAmountInvalid: 'Enter an amount greater than 0',
  couponLimitInvalid: 'Enter a whole number of uses, 1 or more',
  couponDatesOrder: 'Valid until must be after valid from',
  couponLimitBelowUsed: 'The usage limit cannot be below the number of times the coupon was already used',
  couponNotFound: 'Coupon not found',
  couponInUse: 'This coupon has been used by bookings. Deactivate it instead of deleting it.',
  couponCreated: 'Coupon created successfully',
  couponUpdated: 'Coupon updated successfully',
  couponDeleted: 'Coupon deleted successfully',
  couponActivated: 'Coupon activated',
  couponDeactivated: 'Coupon deactivated',
  failedToCreateCoupon: 'Failed to create coupon',
  failedToUpdateCoupon: 'Failed to update coupon',
  failedToDeleteCoupon: 'Failed to delete coupon',
  failedToToggleCoupon: 'Failed to change the coupon’s status',
} as const;
