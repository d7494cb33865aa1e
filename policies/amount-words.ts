const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: readonly [number, string][] = [
  [1_000_000_000_000, 'trillion'],
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} hundred`);
  if (rest > 0) {
    const tens =
      rest < 20
        ? ONES[rest]
        : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`;
    parts.push(hundreds > 0 ? `and ${tens}` : (tens as string));
  }
  return parts.join(' ');
}

/** A whole number in British English words: 1234 is "one thousand, two hundred and thirty-four". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${n} is not a whole amount.`);
  if (n === 0) return 'zero';
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      parts.push(`${numberInWords(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0)
    parts.push(rest < 100 && parts.length > 0 ? `and ${belowThousand(rest)}` : belowThousand(rest));
  return parts.join(', ').replace(', and', ' and');
}

/** An amount in kobo as a receipt writes it: "Five thousand naira and fifty kobo only". */
export function amountInWords(kobo: number): string {
  const naira = Math.floor(kobo / 100);
  const rest = kobo % 100;
  const words =
    rest > 0
      ? `${numberInWords(naira)} naira and ${numberInWords(rest)} kobo`
      : `${numberInWords(naira)} naira`;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} only`;
}
