import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  budgetIssues,
  customPackageForm,
  type CustomPackageFormInput,
  type CustomPackageFormValues,
} from '@trails/contracts';

const schemaResolver = zodResolver(customPackageForm);

/**
 * The form schema, plus its budget rules when another field is wrong too: the schema checks the
 * two budgets together only once every field parses, and the form shows all its errors at once.
 */
export const customPackageResolver: Resolver<CustomPackageFormInput, unknown, CustomPackageFormValues> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const errors = result.errors as FieldErrors<CustomPackageFormInput>;
  if (Object.keys(errors).length === 0) return result;
  const min = Number(values.budget_min);
  const max = Number(values.budget_max);
  for (const issue of budgetIssues(min, max)) {
    const field = issue.field === 'min' ? 'budget_min' : 'budget_max';
    errors[field] ??= { type: 'custom', message: issue.message };
  }
  return result;
};
