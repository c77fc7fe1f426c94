// The answer envelope: `{success, message, data}` or `{success: false, message, errors?}`, typed with the contract.
import type { ApiFailure, ApiSuccess, Page } from '@oja/shared/contract';
import type { FieldErrors } from '@oja/shared/validation';

export function success<TData>(message: string, data: TData): ApiSuccess<TData> {
  return { success: true, message, data };
}

/** A handler whose answer carries no data: `act` does the work, then `message` says it is done. */
export function answerDone<TInput>(message: string, act: (input: TInput) => Promise<unknown>) {
  return async (input: TInput): Promise<ApiSuccess<null>> => {
    await act(input);
    return success(message, null);
  };
}

export function failure(message: string, errors?: FieldErrors): ApiFailure {
  return errors === undefined ? { success: false, message } : { success: false, message, errors };
}

export function page<TRow>(rows: TRow[], query: { page: number; per_page: number }, total: number): Page<TRow> {
  return {
    data: rows,
    current_page: query.page,
    per_page: query.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
