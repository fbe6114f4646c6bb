import { NO_TEXT_MESSAGE, type TrainingMimeType, UNREADABLE_DOCUMENT_MESSAGE } from '@liggeey/contracts';
import mammoth from 'mammoth';
import { extractText } from 'unpdf';

/** A document that cannot give text; its French reason is shown in /admin/ai-training. */
export class ExtractionFailed extends Error {}

/** The text of a PDF (pdf.js through unpdf), a docx (mammoth) or a UTF-8 text file. */
export async function extractDocumentText(bytes: Uint8Array, mimeType: TrainingMimeType): Promise<string> {
  let text: string;
  try {
    text = await read(bytes, mimeType);
  } catch {
    throw new ExtractionFailed(UNREADABLE_DOCUMENT_MESSAGE);
  }
  // A scanned PDF has pages but no text layer.
  if (text.trim() === '') throw new ExtractionFailed(NO_TEXT_MESSAGE);
  return text;
}

async function read(bytes: Uint8Array, mimeType: TrainingMimeType): Promise<string> {
  switch (mimeType) {
    case 'application/pdf':
      // pdf.js takes ownership of the buffer it is given: hand it a copy.
      return (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    case 'text/plain':
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  }
}
