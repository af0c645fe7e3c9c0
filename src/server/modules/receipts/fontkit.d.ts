// fontkit ships no types; the PDF fonts use only `create` (ADR 205).
declare module 'fontkit' {
  /** A parsed font: pdfkit accepts it in place of the file's bytes (it has `layout`). */
  export interface Font {
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
