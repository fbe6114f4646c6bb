import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';

describe('attachmentDisposition', () => {
  it("names the file after the product with the stored file's extension, in UTF-8 and plain ASCII", () => {
    expect(attachmentDisposition('Pack de 10 modèles de CV', 'digital_products/17_cv.pdf')).toBe(
      'attachment; filename="Pack de 10 modeles de CV.pdf"; filename*=UTF-8\'\'Pack%20de%2010%20mod%C3%A8les%20de%20CV.pdf',
    );
  });

  it('cannot be broken out of by quotes, slashes or line breaks in the name', () => {
    const header = attachmentDisposition('a"b\\c/d\r\ne', 'digital_products/1_x.zip');

    expect(header).toMatch(
      /^attachment; filename="a b c d e\.zip"; filename\*=UTF-8''a%20b%20c%20d%20e\.zip$/,
    );
  });
});
