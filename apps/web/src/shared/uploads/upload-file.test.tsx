import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFailureDescription, uploadFile, UploadError } from './upload-file';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FILE = new File(['png'], 'moi.png', { type: 'image/png' });

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('uploadFile', () => {
  it('posts the file as multipart field "file" with the bearer token and returns its URL', async () => {
    const fetchMock = answer({ url: '/files/avatars/u1/a.webp' });

    await expect(uploadFile('avatar', FILE, { token: 'jeton' })).resolves.toEqual({
      url: '/files/avatars/u1/a.webp',
      type: undefined,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/uploads/avatar');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer jeton');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("throws the server's code and French message", async () => {
    answer({ code: 'VALIDATION_FAILED', message: "L'image ne doit pas dépasser 5 Mo." }, 413);

    const error = await uploadFile('cover', FILE, { token: 'jeton' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: "L'image ne doit pas dépasser 5 Mo." });
    expect(uploadFailureDescription(error, 'repli')).toBe("L'image ne doit pas dépasser 5 Mo.");
  });

  it('reports an unreadable answer or an unreachable server with the fallback text', async () => {
    answer('<html>502</html>', 502);
    const unreadable = await uploadFile('cv', FILE, { token: undefined }).catch((caught: unknown) => caught);
    expect(unreadable).toMatchObject({ code: 'BAD_RESPONSE' });
    expect(uploadFailureDescription(unreadable, 'repli')).toBe('repli');

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await uploadFile('cv', FILE, { token: undefined }).catch((caught: unknown) => caught);
    expect(offline).toMatchObject({ code: 'NETWORK_ERROR', message: 'Impossible de contacter le serveur.' });
  });
});
