import type { FormInstance } from 'antd';
import { useEffect } from 'react';

/**
 * What a visitor typed in a pre-rendered field (vite-plugins/prerender.ts) before React took the
 * page over: React's state knows nothing of it, and the field's next render would wipe it.
 */
function typedBeforeHydration(elementId: string): string {
  const element = document.getElementById(elementId);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : '';
}

/** Once hydrated, `take` gets what was typed meanwhile in the element `elementId`, if anything. */
export function useTypedBeforeHydration(elementId: string, take: (typed: string) => void): void {
  useEffect(() => {
    const typed = typedBeforeHydration(elementId);
    if (typed !== '') take(typed);
  }, [elementId, take]);
}

/**
 * Once hydrated, an antd form named `formName` takes what was typed in its `fields` meanwhile
 * (antd names their elements `<form name>_<field>`), so the visitor's text is kept and sent.
 */
export function useFormTypedBeforeHydration<Values>(
  form: FormInstance<Values>,
  formName: string,
  fields: readonly (keyof Values & string)[],
): void {
  useEffect(() => {
    const typed = fields.flatMap((field) => {
      const value = typedBeforeHydration(`${formName}_${field}`);
      return value === '' ? [] : [[field, value] as const];
    });
    if (typed.length > 0) {
      form.setFieldsValue(Object.fromEntries(typed) as Parameters<typeof form.setFieldsValue>[0]);
    }
  }, [form, formName, fields]);
}
