// What webpack gives for the files this remote imports: an image's public URL, or a `?raw` file's text.
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*?raw' {
  const text: string;
  export default text;
}
