import { describe, expect, it } from 'vitest';
import { type MatchableEntry, fillTemplate, matchKnowledge } from './knowledge-match.js';
import { questionKey, searchWords } from './question-text.js';

const entry = (id: string, keywords: string[], requiredRole: MatchableEntry['requiredRole']) => ({
  id,
  keywords,
  requiredRole,
  responseTemplate: id,
});

describe('searchWords', () => {
  it('keeps the words longer than 2 characters, lower case, without accents', () => {
    expect(searchWords('Où est le BOUTON « Publier » ? Je ne le vois pas')).toEqual([
      'est',
      'bouton',
      'publier',
      'vois',
      'pas',
    ]);
  });
});

describe('questionKey', () => {
  it('groups questions that differ in case, accents and punctuation only', () => {
    expect(questionKey('Où est la plage de Saly ?')).toBe(questionKey('ou est la PLAGE de saly'));
    expect(questionKey("L'offre d'emploi")).toBe('l offre d emploi');
  });
});

describe('matchKnowledge', () => {
  const entries = [
    entry('employer-only', ['candidatures'], 'employer'),
    entry('greeting', ['bonjour'], 'public'),
    entry('balance', ['solde', 'credits restants'], 'worker'),
  ];

  it('filters by role: an employer-only entry never reaches a worker or a visitor', () => {
    expect(matchKnowledge('Où voir mes candidatures ?', 'employer', entries)?.id).toBe('employer-only');
    expect(matchKnowledge('Où voir mes candidatures ?', 'worker', entries)).toBeUndefined();
    expect(matchKnowledge('Où voir mes candidatures ?', 'visitor', entries)).toBeUndefined();
  });

  it('takes the first match, ignores short words and matches phrases as phrases', () => {
    expect(matchKnowledge('Bonjour, mes candidatures ?', 'employer', entries)?.id).toBe('employer-only');
    expect(matchKnowledge('Combien de crédits restants ?', 'worker', entries)?.id).toBe('balance');
    expect(matchKnowledge('restants de crédits', 'worker', entries)).toBeUndefined();
    expect(matchKnowledge('ok', 'worker', [entry('ok', ['ok'], 'public')])).toBeUndefined();
  });
});

describe('fillTemplate', () => {
  const template = 'Bonjour {prenom} ! Vous avez {credits} crédits, compte {type}.';

  it('fills the signed-in person', () => {
    expect(fillTemplate(template, { firstName: 'Awa', credits: 1250, type: 'worker' })).toBe(
      'Bonjour Awa ! Vous avez 1\u202f250 crédits, compte professionnel.',
    );
  });

  it('leaves a visitor out', () => {
    expect(fillTemplate('Bonjour {prenom} !', { firstName: null, credits: null, type: null })).toBe(
      'Bonjour !',
    );
  });
});
