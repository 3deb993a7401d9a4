import type { BulkResult } from '@trails/contracts/admin-bulk';
import { HttpError } from './errors.ts';

/**
 * A bulk action as the single action run on each id in turn, each in its own transaction with its
 * own checks and activity entry: an id the single action refuses (404, 409, 422) is skipped with the
 * message it would have answered; any other failure stops the run.
 */
export async function runEach(ids: readonly number[], work: (id: number) => Promise<unknown>): Promise<BulkResult> {
  const result: BulkResult = { done: [], skipped: [] };
  for (const id of ids) {
    try {
      await work(id);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode < 404) throw error;
      result.skipped.push({ id, message: error.message });
    }
  }
  return result;
}
