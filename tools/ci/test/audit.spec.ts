import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../src/audit.mjs';

describe('npm audit verdict', () => {
  it('fails on a high or critical advisory and names it', () => {
    const report = {
      vulnerabilities: {
        lodash: { name: 'lodash', severity: 'critical', via: [{ title: 'Prototype Pollution' }] },
        'semver-like': { name: 'semver-like', severity: 'high', via: ['lodash'] },
        debug: { name: 'debug', severity: 'low', via: [{ title: 'ReDoS' }] },
      },
      metadata: { vulnerabilities: { low: 1, high: 1, critical: 1 } },
    };
    expect(auditVerdict(report)).toEqual({
      result: 'vulnerable',
      serious: [
        { name: 'lodash', severity: 'critical', titles: ['Prototype Pollution'] },
        { name: 'semver-like', severity: 'high', titles: [] },
      ],
    });
  });

  it('passes moderate and low advisories', () => {
    const report = { vulnerabilities: { debug: { name: 'debug', severity: 'moderate', via: [] } } };
    expect(auditVerdict(report)).toEqual({ result: 'clean' });
  });

  it('reports a registry without the audit endpoint as unchecked, not clean', () => {
    const report = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    };
    expect(auditVerdict(report)).toEqual({
      result: 'unreachable',
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
  });
});
