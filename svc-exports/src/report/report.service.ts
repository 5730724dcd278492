import { Injectable } from '@nestjs/common';
import { reportFileName, type Language } from '@agecheck/contracts';
import { Clock, RequestClient, type AuthUser } from '@agecheck/nest-common';
import { PurchaseRowsRepository } from '../purchases/purchase-rows.repository';
import { FilesClient } from './files.client';
import { renderReport, REPORT_FILES, reportFileNames, type ReportPictures } from './report-pdf';
import { ReportException } from './report.exception';
import { reportTranslator } from './report-translator';

/** The PDF report of a purchase from svc-exports' purchase rows, with its pictures from svc-files. */
@Injectable()
export class ReportService {
  constructor(
    private readonly purchases: PurchaseRowsRepository,
    private readonly files: FilesClient,
    private readonly requests: RequestClient,
    private readonly clock: Clock,
  ) {}

  /** The report in `lang`, else in the language of the caller's settings, else in German. */
  async report(
    user: AuthUser,
    id: string,
    authorization: string,
    lang: Language | undefined,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const purchase = await this.purchases.findById(id);
    if (!purchase) throw new ReportException('REPORT_NOT_FOUND');
    const names = reportFileNames(purchase);
    const [language, ...bytes] = await Promise.all([
      lang ?? this.settingsLanguage(user),
      ...REPORT_FILES.map((file) => {
        const name = names[file];
        return name ? this.files.read(name, authorization) : undefined;
      }),
    ]);
    const pictures: ReportPictures = Object.fromEntries(
      REPORT_FILES.flatMap((file, index) => (bytes[index] ? [[file, bytes[index]]] : [])),
    );
    const pdf = await renderReport(purchase, pictures, reportTranslator(language), this.clock.now());
    return { pdf, fileName: reportFileName(purchase) };
  }

  private async settingsLanguage(user: AuthUser): Promise<Language> {
    return (await this.requests.request('identity.user.get', { id: user.id }))?.lang ?? 'de';
  }
}
