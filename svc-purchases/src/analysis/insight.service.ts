import { Injectable } from '@nestjs/common';
import {
  addInsightCounts,
  emptyInsightCounts,
  INSIGHT_DIMENSIONS,
  insightRowsOf,
  type Insight,
  type InsightQuery,
} from '@agecheck/contracts';
import { InsightRepository } from './insight.repository';

/** The insight page's numbers (issue 8): the read model's days of the period and round, summed. */
@Injectable()
export class InsightService {
  constructor(private readonly insight: InsightRepository) {}

  async query(query: InsightQuery): Promise<Insight> {
    const [days, rounds] = await Promise.all([this.insight.countsIn(query), this.insight.roundsSeen()]);
    const counts = days.reduce(addInsightCounts, emptyInsightCounts());
    const dimensions = Object.fromEntries(
      INSIGHT_DIMENSIONS.map((dimension) => [dimension, insightRowsOf(dimension, counts[dimension])]),
    ) as Insight['dimensions'];
    // Every test has exactly one test type, so that dimension's rows add up to the totals.
    const tests = dimensions.testType.reduce((sum, row) => sum + row.tests, 0);
    const sold = dimensions.testType.reduce((sum, row) => sum + row.sold, 0);
    return { tests, sold, dimensions, rounds };
  }
}
