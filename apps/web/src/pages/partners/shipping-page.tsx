/** /partners/shipping: packaging dimensions, carton data and product codes (BareLayout, read-only). */
import { Icon } from '../../components/ui/icon.tsx';
import {
  hsCodeNote,
  outerCartonColumns,
  outerCartons,
  outerCartonTitle,
  productCodeColumns,
  productCodes,
  productCodesTitle,
  salesPackaging,
  salesPackagingColumns,
  salesPackagingTitle,
  shippingPage,
  shippingPageMeta,
} from '../../content/shipping.ts';
import type { OuterCartonRow, SalesPackageRow } from '../../content/types.ts';
import { DataTable, type CellFormat } from '../../features/partners/data-table.tsx';
import { PartnerGate } from '../../features/partners/partner-gate.tsx';
import { PortalHeading, PortalShell } from '../../features/partners/portal-shell.tsx';
import { usePageHead } from '../../lib/head.tsx';

const decimals =
  (digits: number): CellFormat =>
  (value) =>
    Number(value).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const length = decimals(1);
const weight = decimals(2);

const salesFormats = {
  lengthCm: length,
  widthCm: length,
  heightCm: length,
  actualWeightKg: weight,
  volumetricWeightKg: weight,
} satisfies Partial<Record<keyof SalesPackageRow, CellFormat>>;

const cartonFormats = {
  ...salesFormats,
  volumeM3: decimals(3),
} satisfies Partial<Record<keyof OuterCartonRow, CellFormat>>;

export default function PartnerShippingPage() {
  usePageHead({ ...shippingPageMeta, noindex: true });
  return (
    <PartnerGate>
      {(partner) => (
        <PortalShell partner={partner} back>
          <PortalHeading title={shippingPage.heading} intro={shippingPage.intro} />
          <div className="mt-10 grid gap-12">
            <DataTable
              title={salesPackagingTitle}
              description="One retail box per product."
              columns={salesPackagingColumns}
              rows={salesPackaging}
              formats={salesFormats}
              rowKey={(row) => row.product}
            />
            <DataTable
              title={outerCartonTitle}
              description="Master cartons as shipped from our warehouse."
              columns={outerCartonColumns}
              rows={outerCartons}
              formats={cartonFormats}
              rowKey={(row) => row.item}
            />
            <div className="grid gap-4">
              <DataTable
                title={productCodesTitle}
                description="EAN-13 barcodes, our internal item codes and the Chinese HS codes for customs."
                columns={productCodeColumns}
                rows={productCodes}
                rowKey={(row) => row.product}
              />
              <p
                id="hs-code-note"
                className="flex gap-3 rounded-xl border border-yellow-200 bg-yellow-50 p-4 text-sm text-yellow-950"
              >
                <Icon name="info" className="mt-0.5 h-5 w-5 shrink-0 text-yellow-800" />
                <span>
                  <strong className="font-semibold">About HS codes: </strong>
                  {hsCodeNote}
                </span>
              </p>
            </div>
          </div>
        </PortalShell>
      )}
    </PartnerGate>
  );
}
