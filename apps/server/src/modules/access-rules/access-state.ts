import type { PlaceAccess, RegionalNotice } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import {
  compileRules,
  decideAccess,
  type AccessDecision,
  type CompiledRules,
} from './access-rules.evaluate.js';
import { countryOfAddress } from './geo-ip.js';
import * as repo from './access-rules.repository.js';
import { noticeView } from './access-rules.service.js';

/** What one request's place decides: the rule's answer, the country (when it was needed) and its notice. */
export interface PlaceVerdict {
  decision: AccessDecision;
  country: string | null;
  notice: RegionalNotice | null;
}

/**
 * One node's copy of the access rules and regional notices. Requests read it without a query; it is
 * reloaded with the platform controls (a NOTIFY on their channel, and their refresh timer), so a
 * change reaches every node within seconds. The geo-IP data is asked only when a country rule or a
 * notice exists: a node without them never loads it.
 */
export class AccessState {
  private rules: CompiledRules = compileRules([]);
  private notices = new Map<string, RegionalNotice>();
  private loading: Promise<void> | undefined;
  private reloadAgain = false;

  constructor(private readonly db: Database) {}

  /** Reads the rules again; calls that arrive meanwhile make one more read after it. */
  async reload(): Promise<void> {
    if (this.loading) {
      this.reloadAgain = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.reloadAgain = false;
        const { rules, notices } = await repo.readAll(this.db);
        this.rules = compileRules(rules);
        this.notices = new Map(notices.map((row) => [row.countryIso, noticeView(row)]));
      } while (this.reloadAgain);
    })().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Whether any rule or notice exists: without one, nothing is looked up. */
  get active(): boolean {
    return this.rules.ranges.length > 0 || this.rules.needsCountry || this.notices.size > 0;
  }

  async verdict(ip: string): Promise<PlaceVerdict> {
    const needsCountry = this.rules.needsCountry || this.notices.size > 0;
    const country = needsCountry ? await countryOfAddress(ip) : null;
    return {
      decision: decideAccess(this.rules, { ip, country }),
      country,
      notice: country ? (this.notices.get(country) ?? null) : null,
    };
  }

  /** GET /rest/v1/platform/access. */
  async placeAccess(ip: string): Promise<PlaceAccess> {
    if (!this.active) return { blocked: false, countryIso: null, notice: null };
    const verdict = await this.verdict(ip);
    return {
      blocked: verdict.decision.action === 'deny',
      countryIso: verdict.country,
      notice: verdict.notice,
    };
  }
}
