import { describe, expect, it } from 'vitest';

import {
  certificatePdfHref,
  coverSrc,
  initials,
  normaliseCertificateCode,
  paragraphs,
  phoneDigits,
  seatsLeftText,
  speakerNames,
  webinarGradient,
} from './webinar-display.ts';

describe('webinar display helpers', () => {
  it('keeps the digits of a phone, dropping a typed +91', () => {
    expect(phoneDigits('98765 43210')).toBe('9876543210');
    expect(phoneDigits('+91 98765-43210')).toBe('9876543210');
    expect(phoneDigits('98a76')).toBe('9876');
    expect(phoneDigits('987654321099')).toBe('9876543210');
  });

  it('forgives spaces, dashes and case in a certificate code', () => {
    expect(normaliseCertificateCode('abcd efgh jklm')).toBe('ABCD-EFGH-JKLM');
    expect(normaliseCertificateCode(' ABCDEFGHJKLM ')).toBe('ABCD-EFGH-JKLM');
    expect(normaliseCertificateCode('short')).toBe('SHORT');
  });

  it('counts seats', () => {
    expect(seatsLeftText(null)).toBeNull();
    expect(seatsLeftText(1)).toBe('1 seat left');
    expect(seatsLeftText(1200)).toBe('1,200 seats left');
    expect(seatsLeftText(0)).toBe('No seats left');
  });

  it('names speakers', () => {
    expect(speakerNames([{ name: 'Asha Rao' }])).toBe('Asha Rao');
    expect(speakerNames([{ name: 'A' }, { name: 'B' }])).toBe('A and B');
    expect(speakerNames([{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }])).toBe(
      'A, B and 2 more',
    );
    expect(initials('Asha Devi Rao')).toBe('AR');
  });

  it('splits a description into paragraphs on blank lines', () => {
    expect(paragraphs('One\nstill one\n\n\nTwo\n  \nThree  ')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
    expect(paragraphs('   ')).toEqual([]);
  });

  it('shows only covers it can trust', () => {
    expect(coverSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(coverSrc('/api/v1/files/0123456789abcdef01234567')).toBe(
      '/api/v1/files/0123456789abcdef01234567',
    );
    expect(coverSrc('javascript:alert(1)')).toBeNull();
    expect(coverSrc(null)).toBeNull();
  });

  it('gives a webinar the same gradient every time', () => {
    expect(webinarGradient('react-101')).toBe(webinarGradient('react-101'));
  });

  it('points the PDF link at the API', () => {
    expect(certificatePdfHref('/api/v1/certificates/X/pdf', 'X')).toBe(
      '/api/v1/certificates/X/pdf',
    );
    expect(certificatePdfHref('/certificates/X/pdf', 'X')).toBe('/api/v1/certificates/X/pdf');
    expect(certificatePdfHref('https://k.example/c.pdf', 'X')).toBe('https://k.example/c.pdf');
    expect(certificatePdfHref('', 'AB')).toBe('/api/v1/certificates/AB/pdf');
  });
});
