import { describe, expect, it } from 'vitest';
import { answersErrorsAsJson, clientErrorMessage } from './error-answers';

describe('which errors are answered as JSON', () => {
  it('is every error of an endpoint and of a request that sends something', () => {
    expect(answersErrorsAsJson({ method: 'GET', path: '/api/countries/x' })).toBe(true);
    expect(answersErrorsAsJson({ method: 'POST', path: '/en/productronica/internal' })).toBe(true);
    expect(answersErrorsAsJson({ method: 'PUT', path: '/anything' })).toBe(true);
  });

  it('is not a page read’s or an asset’s', () => {
    expect(answersErrorsAsJson({ method: 'GET', path: '/en/company' })).toBe(false);
    expect(answersErrorsAsJson({ method: 'HEAD', path: '/assets/missing.js' })).toBe(false);
    expect(answersErrorsAsJson({ method: 'GET', path: '/api' })).toBe(false);
  });
});

describe('what a client error says', () => {
  it('names a body that does not decompress or parse, never in the parser’s words', () => {
    const zlib = Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR' });
    const parse = Object.assign(new Error('Unexpected token'), { type: 'entity.parse.failed' });
    expect(clientErrorMessage(400, zlib)).toBe('The request body could not be read');
    expect(clientErrorMessage(400, parse)).toBe('The request body could not be read');
    expect(clientErrorMessage(400, new URIError('URI malformed'))).toBe('Bad request');
  });

  it('names a body too large and an unknown encoding by their status', () => {
    expect(clientErrorMessage(413, null)).toBe('The request body is too large');
    expect(clientErrorMessage(415, null)).toMatch(/type or encoding/);
    expect(clientErrorMessage(404, null)).toBe('Not found');
  });
});
