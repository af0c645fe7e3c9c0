import type { Paise } from './money';

/** 0–99 in Hindi words: each has its own word (इक्कीस, not "बीस एक"). */
const HI_0_99 = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस ' +
  'बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस ' +
  'पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस ' +
  'सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ ' +
  'इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर ' +
  'पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी ' +
  'सत्तासी अट्ठासी नवासी नब्बे इक्यानबे बानबे तिरानबे चौरानबे पंचानबे छियानबे सत्तानबे अट्ठानबे ' +
  'निन्यानबे'
).split(' ');

function hiWords(n: number): string {
  if (n < 100) return HI_0_99[n]!;
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const hundred = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (crore) parts.push(`${hiWords(crore)} करोड़`);
  if (lakh) parts.push(`${HI_0_99[lakh]} लाख`);
  if (thousand) parts.push(`${HI_0_99[thousand]} हज़ार`);
  if (hundred) parts.push(`${HI_0_99[hundred]} सौ`);
  if (rest) parts.push(HI_0_99[rest]!);
  return parts.join(' ');
}

/** The invoice's amount in Hindi words: 123450 paise -> "एक हज़ार दो सौ चौंतीस रुपये और पचास पैसे मात्र". */
export function amountInWordsHi(paise: Paise): string {
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  return `${hiWords(rupees)} रुपये${p ? ` और ${HI_0_99[p]} पैसे` : ''} मात्र`;
}
