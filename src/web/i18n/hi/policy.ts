import type * as en from '../en/policy';
import type { Shape } from '../shape';

/** रद्दीकरण नीति के सार के पाठ (अंग्रेज़ी: ../en/policy.ts)। */
export const policyText: Shape<typeof en.policyText> = {
  title: 'रद्दीकरण नीति',
  band: (min: number, max: number | null, percent: number | null) => {
    const days =
      max === null
        ? `चेक-इन से ${min} या अधिक दिन पहले`
        : min === 0
          ? `चेक-इन से ${max + 1} दिन से कम पहले`
          : `चेक-इन से ${min} से ${max} दिन पहले`;
    return percent === null
      ? `${days}: रद्द नहीं किया जा सकता`
      : `${days}: ${percent}% कटौती, बाक़ी राशि वापस`;
  },
  note: 'कटौती कमरे के लिए चुकाई गई राशि (GST सहित) से होती है। दिन भारतीय मानक समय के अनुसार गिने जाते हैं।',
  loadError: 'इस होटल की नीति नहीं मिल सकी; सामान्य नीति दिखाई गई है।',
};
