// The scalar shapes the answers are made of, written once for every module of models.
import * as v from 'valibot';

/** A record's id. */
export const id = v.pipe(v.number(), v.integer());
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const timestamp = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO 8601'));
export const nullableText = v.nullable(v.string());
export const kobo = v.pipe(v.number(), v.integer(), v.description('Kobo (1/100 naira), a whole number'));
