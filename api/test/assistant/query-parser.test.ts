// The parser on its own: budgets, durations, months, group sizes, places and
// their misspellings, Hinglish, and what kind of message it is.
import { loadCatalogue } from '../../src/assistant/catalogue';
import { PlaceMatcher } from '../../src/assistant/places';
import { type ParsedMessage, QueryParser } from '../../src/assistant/query-parser';
import { createTestDatabase, type TestDatabase } from '../helpers/app';

let database: TestDatabase;
let parser: QueryParser;
let destinationName: Map<number, string>;

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  const catalogue = await loadCatalogue(database.handle.db);
  destinationName = new Map(catalogue.destinations.map((d) => [d.id, d.name]));
  parser = new QueryParser(new PlaceMatcher(catalogue));
});

afterAll(() => database.drop());

const parse = (text: string): ParsedMessage => parser.parse(text);
const places = (text: string) => parse(text).places.map((p) => p.destinationIds.map((id) => destinationName.get(id)).join('|'));

describe('budgets', () => {
  it.each([
    ['kashmir under 30k', { max: 30000 }],
    ['₹30,000', { max: 30000 }],
    ['Rs. 45000 budget', { max: 45000 }],
    ['below 40000', { max: 40000 }],
    ['between 20 and 40 thousand', { min: 20000, max: 40000 }],
    ['20-40k', { min: 20000, max: 40000 }],
    ['1 to 1.5 lakh', { min: 100000, max: 150000 }],
    ['1.5 lakh', { max: 150000 }],
    ['2 lakhs', { max: 200000 }],
    ['40k tak', { max: 40000 }],
    ['30k mein', { max: 30000 }],
    ['above 50k', { min: 50000 }],
    ['50k se zyada', { min: 50000 }],
    ['1,50,000', { max: 150000 }],
  ])('%s', (text, budget) => {
    expect(parse(text).budget).toEqual(budget);
  });

  it('reads "around" as a band and a total for the group as such', () => {
    expect(parse('around 30k').budget).toEqual({ min: 22500, max: 33000 });
    expect(parse('60k total for 2 people').budget).toEqual({ max: 60000, total: true });
  });

  it.each(['5 days in goa', 'we are 4', 'december 2026', 'call 9876543210', 'my number is +91 98765 43210', 'give me 50% off', 'do it for 10k less'])('no budget in %s', (text) => {
    expect(parse(text).budget).toBeUndefined();
  });
});

describe('durations', () => {
  it.each([
    ['5 days', 5],
    ['5 day trip', 5],
    ['4N/5D', 5],
    ['4n5d', 5],
    ['5D/4N', 5],
    ['4 nights', 5],
    ['3 din', 3],
    ['teen din', 3],
    ['5 raat', 6],
    ['a week', 7],
    ['one week', 7],
    ['2 weeks', 14],
    ['five days', 5],
  ])('%s -> about %i days', (text, days) => {
    expect(parse(text).duration).toEqual({ min: days - 1, max: days + 1, target: days });
  });

  it('reads ranges, limits and weekends', () => {
    expect(parse('5-6 days').duration).toEqual({ min: 5, max: 6 });
    expect(parse('under 5 days').duration).toEqual({ min: 1, max: 5 });
    expect(parse('at least 7 days').duration).toEqual({ min: 7, max: 30 });
    expect(parse('weekend trip').duration).toEqual({ min: 2, max: 3 });
  });
});

describe('months', () => {
  it.each([
    ['in december', 12],
    ['dec mein', 12],
    ['december mein goa', 12],
    ['jan', 1],
    ['Sept', 9],
    ['in may', 5],
    ['may mein', 5],
    ['15 may', 5],
    ['next march', 3],
    ['october end', 10],
  ])('%s -> %i', (text, month) => {
    expect(parse(text).month).toBe(month);
  });

  it.each(['may I know the price', 'I may travel later', 'goa package'])('no month in %s', (text) => {
    expect(parse(text).month).toBeUndefined();
  });
});

describe('group size', () => {
  it.each([
    ['2 people', 2],
    ['we are 4', 4],
    ['we are four', 4],
    ['couple', 2],
    ['for a couple', 2],
    ['family of 5', 5],
    ['family of five', 5],
    ['4 log', 4],
    ['char log', 4],
    ['hum 6 log hain', 6],
    ['2 adults and 2 kids', 4],
    ['2 adults 1 child', 3],
    ['me and my wife', 2],
    ['hum dono', 2],
    ['solo trip', 1],
    ['goa for 3', 3],
    ['me and 3 friends', 4],
  ])('%s -> %i', (text, people) => {
    expect(parse(text).people).toBe(people);
  });

  it('keeps numbers of days and money out of it', () => {
    expect(parse('goa for 5 days').people).toBeUndefined();
    expect(parse('kashmir for 40k').people).toBeUndefined();
    expect(parse('char dham yatra').people).toBeUndefined();
  });
});

describe('places', () => {
  it.each([
    ['kashmir', 'Kashmir'],
    ['kasmir honeymoon', 'Kashmir'],
    ['srinagar', 'Kashmir'],
    ['gulmarg', 'Kashmir'],
    ['pahalgam', 'Kashmir'],
    ['leh', 'Ladakh'],
    ['leh ladakh', 'Ladakh'],
    ['manaali', 'Manali'],
    ['simla', 'Shimla'],
    ['munnar', 'Munnar'],
    ['alleppey', 'Alappuzha'],
    ['cochin', 'Kerala'],
    ['darjiling', 'Darjeeling'],
    ['gangtok', 'Sikkim'],
    ['shillong', 'Meghalaya'],
    ['port blair', 'Andaman & Nicobar'],
    ['havelock', 'Andaman & Nicobar'],
    ['andaman and nicobar', 'Andaman & Nicobar'],
    ['char dham', 'Char Dham'],
    ['chardham', 'Char Dham'],
    ['spiti', 'Spiti Valley'],
    ['mysore', 'Mysuru'],
    ['pondicherry', 'Puducherry'],
    ['banaras', 'Varanasi'],
    ['katra', 'Vaishno Devi'],
    ['rishikesh', 'Rishikesh'],
    ['rushikesh', 'Rishikesh'],
    ['nanital', 'Nainital'],
    ['mussorie', 'Mussoorie'],
    ['udiapur', 'Udaipur'],
    ['jaisalmir', 'Jaisalmer'],
    ['kerela', 'Kerala'],
    ['darjee', 'Darjeeling'],
    ['mahabal', 'Mahabaleshwar'],
    ['dar jeeling', 'Darjeeling'],
  ])('%s -> %s', (text, destination) => {
    expect(places(text)).toEqual([destination]);
  });

  it('reads a state as its destinations', () => {
    const [rajasthan] = places('rajasthan tour');
    expect(rajasthan.split('|').sort()).toEqual(['Jaipur', 'Jaisalmer', 'Jodhpur', 'Mount Abu', 'Ranthambore', 'Udaipur']);
  });

  it('keeps where the trip starts apart from where it goes', () => {
    expect(places('goa trip from delhi')).toEqual(['Goa']);
    expect(places('delhi se goa')).toEqual(['Goa']);
    expect(places('kashmir or manali')).toEqual(['Kashmir', 'Manali']);
  });

  it('does not take ordinary English and Hinglish words for places', () => {
    for (const text of ['kuch batao', 'kaha jaana hai', 'pure veg food', 'my goal is fun', 'family trip', 'honeymoon', 'handle it', 'what do you suggest', 'booking karna hai', 'kamra chahiye', 'chinar trees']) {
      expect([text, places(text)]).toEqual([text, []]);
    }
  });

  it('recognises places abroad and in India that we do not serve', () => {
    expect(parse('dubai trip').unserved).toEqual([expect.objectContaining({ name: 'Dubai', international: true })]);
    expect(parse('thailnd honeymoon').unserved[0].name).toBe('Thailand');
    expect(parse('shirdi darshan').unserved).toEqual([expect.objectContaining({ international: false })]);
    expect(parse('dubai trip').places).toEqual([]);
  });
});

describe('themes and Hinglish', () => {
  it.each([
    ['honeymoon', ['honeymoon']],
    ['hanimoon package', ['honeymoon']],
    ['family trip', ['family']],
    ['dosto ke saath', ['friends']],
    ['jungle safari', ['wildlife']],
    ['trekking', ['adventure']],
    ['hill station', ['nature']],
    ['tirth yatra', ['religious']],
    ['scuba diving', ['water-activities']],
    ['festival special', ['seasonal-package']],
  ])('%s -> %j', (text, themes) => {
    expect(parse(text).themes).toEqual(themes);
  });

  it('reads a Hinglish search whole', () => {
    const m = parse('december mein goa jaana hai 2 log, 40k tak');
    expect(places('december mein goa jaana hai 2 log, 40k tak')).toEqual(['Goa']);
    expect([m.month, m.people, m.budget]).toEqual([12, 2, { max: 40000 }]);
  });

  it('asks for the cheapest or the most premium', () => {
    expect(parse('sasta package').order).toBe('cheapest');
    expect(parse('luxury stay').order).toBe('dearest');
  });
});

describe('kinds of message', () => {
  it.each([
    ['Hey', 'greeting'],
    ['namaste', 'greeting'],
    ['thank you', 'thanks'],
    ['shukriya', 'thanks'],
    ['phone number please', 'contact'],
    ['talk to an agent', 'contact'],
    ['any discount?', 'discount'],
    ['give me 50% off', 'discount'],
    ['can you do it for 10k less', 'discount'],
    ['koi offer hai', 'discount'],
  ])('%s -> %s', (text, intent) => {
    expect([...parse(text).intents]).toContain(intent);
  });

  it.each([
    ['cancellation policy', 'cancellation'],
    ['refund kab milega', 'cancellation'],
    ['how do I pay', 'payment'],
    ['is booking confirmed after payment', 'confirmation'],
    ['can I change my travel dates', 'rescheduling'],
    ['reschedule', 'rescheduling'],
    ["what's included", 'inclusions'],
    ['kya kya milega', 'inclusions'],
    ['minimum age', 'age'],
    ['complaint', 'complaints'],
  ])('%s -> %s', (text, topic) => {
    expect(parse(text).policies).toContain(topic);
  });

  it('takes a masked phone number or email for nothing', () => {
    const m = parse('my number is [phone hidden] and [email hidden], kashmir trip');
    expect([...m.intents]).toEqual([]);
    expect(m.budget).toBeUndefined();
    expect(parse('please call me on [phone hidden]').intents).toContain('contact');
  });

  it('keeps markup out of the words it reads', () => {
    const m = parse('<script>alert(1)</script> goa');
    expect(m.tokens).not.toContain('script');
    expect(places('<script>alert(1)</script> goa')).toEqual(['Goa']);
  });
});
