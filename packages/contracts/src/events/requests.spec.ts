import { REQUEST_SUBJECTS } from './requests';
import { EVENT_STREAMS } from './subjects';

describe('request subjects', () => {
  // A request on a subject a JetStream stream captures gets the stream's acknowledgement as its reply.
  it.each(Object.keys(REQUEST_SUBJECTS))('%s lies outside every event stream', (subject) => {
    const prefixes = Object.values(EVENT_STREAMS).map((filter) => filter.replace(/>$/, ''));
    expect(prefixes.filter((prefix) => subject.startsWith(prefix))).toEqual([]);
  });
});
