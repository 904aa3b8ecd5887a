import { describe, expect, it } from 'vitest';
import { eventSurveyConfig, FIXED_SURVEY_CONFIGS } from './definitions';
import { surveyConfigSchema } from './survey-config';

const configs = [
  ...Object.values(FIXED_SURVEY_CONFIGS),
  eventSurveyConfig({ slug: 'future-of-freight', title: 'Future of Freight', attendance: 'online' }),
  eventSurveyConfig({ slug: 'global-freight-summit', title: 'Global Freight Summit', attendance: 'offline' }),
];

describe('survey definitions', () => {
  it.each(configs)('$id is a valid configuration with unique question ids and option values', (config) => {
    expect(surveyConfigSchema.parse(config)).toEqual(config);
    const ids = config.questions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const question of config.questions) {
      if (question.type === 'single' || question.type === 'multiple') {
        const values = question.options.map((option) => option.value);
        expect(new Set(values).size).toBe(values.length);
      }
    }
    expect(config.questions.some((question) => question.required)).toBe(true);
  });

  it('gives every survey its own title and description', () => {
    expect(new Set(configs.map((config) => config.title)).size).toBe(configs.length);
    expect(new Set(configs.map((config) => config.description)).size).toBe(configs.length);
  });
});
