import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MESSAGES } from '@trails/contracts/messages';
import { fieldError } from './errors.ts';

/** zxcvbn's scores run 0–4; 0 and 1 fall to an online or a cheap offline guessing attack. */
const MIN_SCORE = 2;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** The dictionaries (a few MB) load on the first password checked and are kept for the process's life. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  // A failed load is retried by the next check rather than remembered.
  estimator.catch(() => (estimator = undefined));
  return estimator;
}

/** Whether a password is too easy to guess: a low score, or the whole of it on the common-passwords list. */
export async function isGuessablePassword(password: string, userInputs: readonly string[]): Promise<boolean> {
  const zxcvbn = await loadEstimator();
  // The account's name, its parts and its email (whole and before the @) count as words an attacker knows.
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[\s@.+_-]+/)]).filter((word) => word.length > 1);
  const result = zxcvbn.check(password, inputs);
  const onCommonList = result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.dictionaryName === 'passwords-common' &&
      match.i === 0 &&
      match.j === password.length - 1,
  );
  return result.score < MIN_SCORE || onCommonList;
}

/** Refuses a guessable password with 422 under `password`; the length rule has run before in the body's schema. */
export async function assertStrongPassword(password: string, userInputs: readonly string[]): Promise<void> {
  if (await isGuessablePassword(password, userInputs)) throw fieldError('password', MESSAGES.passwordGuessable);
}
