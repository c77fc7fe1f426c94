/** The middle of several runs' figures (the upper middle of an even count): what the bench scripts report. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
