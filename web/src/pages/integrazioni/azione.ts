import { serverErrorMessage } from '../../app/error-message';
import { notifyError, notifySuccess } from '../../components/notify';

/** Runs a mutation of the page and reports it (success toast, or the server's Italian error). */
export async function esegui<T>(run: () => Promise<T>, ok: string, ko: string): Promise<T | undefined> {
  try {
    const result = await run();
    notifySuccess(ok);
    return result;
  } catch (e) {
    notifyError(ko, serverErrorMessage(e));
    return undefined;
  }
}
