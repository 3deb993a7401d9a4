import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  budgetIssues,
  customPackageForm,
  type BudgetRule,
  type CustomPackageFormInput,
  type CustomPackageFormValues,
} from '@trails/contracts/custom-packages';

const schemaResolver = zodResolver(customPackageForm);

/**
 * The form schema, with the budget checked by the site currency's rule (the schema knows only the
 * spec's, which every currency's rule is a stricter case of), also when another field is wrong:
 * the form shows all its errors at once.
 */
export const customPackageResolver =
  (rule: BudgetRule): Resolver<CustomPackageFormInput, unknown, CustomPackageFormValues> =>
  async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const issues = budgetIssues(Number(values.budget_min), Number(values.budget_max), rule);
    if (issues.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<CustomPackageFormInput>;
    delete errors.budget_min;
    delete errors.budget_max;
    for (const issue of issues) {
      const field = issue.field === 'min' ? 'budget_min' : 'budget_max';
      errors[field] ??= { type: 'custom', message: issue.message };
    }
    return { values: {}, errors };
  };
