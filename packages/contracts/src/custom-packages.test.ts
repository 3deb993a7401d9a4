import { describe, expect, it } from 'vitest';
import {
  budgetIssues,
  budgetRuleFor,
  customBudgetFor,
  customPackageForm,
  parseBudgetRange,
  toCustomPackagePayload,
} from './custom-packages.ts';
import { MESSAGES } from './messages.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const form = {
  destinations: ['Manali'],
  duration_days: '6',
  budget_min: '1000',
  budget_max: '5000',
  hotel_stars: '4',
  travelers: '3',
  travel_date: inDays(20),
  special_requirements: '',
  contact_name: 'Anika Rao',
  contact_email: 'anika@example.test',
  contact_phone: '',
};

const errorsOf = (values: object) => {
  const result = customPackageForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the custom builder form', () => {
  it('turns into the request the server takes', () => {
    const parsed = customPackageForm.parse(form);
    expect(toCustomPackagePayload(parsed)).toEqual({
      destinations: ['Manali'],
      duration_days: 6,
      duration_nights: 5,
      budget_range: '1000-5000',
      hotel_category: '4-star',
      travelers: 3,
      travel_dates: form.travel_date,
      special_requirements: '',
      contact_info: { name: 'Anika Rao', email: 'anika@example.test', phone: undefined },
    });
  });

  it('checks every rule with its message', () => {
    expect(errorsOf({ ...form, destinations: [], travel_date: '' })).toEqual({
      destinations: MESSAGES.customDestinationsRequired,
      travel_date: MESSAGES.travelDateRequired,
    });
    expect(errorsOf({ ...form, travel_date: inDays(-2) })).toEqual({ travel_date: MESSAGES.customDatePast });
    expect(errorsOf({ ...form, budget_min: '5000', budget_max: '5000' })).toEqual({
      budget_max: MESSAGES.customBudgetMax,
    });
    expect(errorsOf({ ...form, budget_min: '150' })).toEqual({ budget_min: MESSAGES.customBudgetMin });
    expect(errorsOf({ ...form, budget_min: '0', budget_max: '0' })).toEqual({
      budget_min: MESSAGES.customBudgetMin,
      budget_max: MESSAGES.customBudgetMax,
    });
    expect(errorsOf({ ...form, duration_days: '26', travelers: '11', hotel_stars: '2' })).toEqual({
      duration_days: MESSAGES.customDaysRange,
      travelers: MESSAGES.customTravelersRange,
      hotel_stars: MESSAGES.customHotelCategory,
    });
  });

  it('reads a budget range', () => {
    expect(parseBudgetRange('1000-5000')).toEqual({ min: 1000, max: 5000 });
    expect(parseBudgetRange(' 100 - 200.50 ')).toEqual({ min: 100, max: 200.5 });
    expect(parseBudgetRange('-100-200')).toBeNull();
    expect(parseBudgetRange('1000')).toBeNull();
  });
});

describe('the budget in the site currency', () => {
  it('keeps the spec’s 100 in steps of 100 for dollar-like currencies, and counts rupees and yen in larger steps', () => {
    expect(budgetRuleFor('USD')).toMatchObject({ min: 100, step: 100, message: MESSAGES.customBudgetMin });
    expect(budgetRuleFor('EUR')).toMatchObject({ min: 100, step: 100 });
    expect(budgetRuleFor('INR')).toMatchObject({ min: 1000, step: 1000, message: MESSAGES.customBudgetMin1000 });
    expect(budgetRuleFor('JPY')).toMatchObject({ min: 10_000, step: 10_000 });
    expect(budgetIssues(1500, 5000, budgetRuleFor('USD'))).toEqual([]);
    expect(budgetIssues(1500, 5000, budgetRuleFor('INR'))).toEqual([
      { field: 'min', message: MESSAGES.customBudgetMin1000 },
    ]);
  });

  it('opens on the prices’ middle half rounded outwards to round figures, or the spec’s range without trips', () => {
    expect(customBudgetFor('INR', { low: 18_750, high: 64_200 })).toMatchObject({
      default_min: 18_000,
      default_max: 65_000,
    });
    expect(customBudgetFor('USD', { low: 1234, high: 3456 })).toMatchObject({ default_min: 1200, default_max: 3500 });
    // A catalogue of cheap trips still opens on at least one step, and above it.
    expect(customBudgetFor('INR', { low: 300, high: 400 })).toMatchObject({ default_min: 1000, default_max: 2000 });
    expect(customBudgetFor('USD', null)).toMatchObject({ default_min: 1000, default_max: 5000 });
    expect(customBudgetFor('INR', null)).toMatchObject({ default_min: 10_000, default_max: 50_000 });
  });
});
