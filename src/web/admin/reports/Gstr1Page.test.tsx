import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Gstr1 } from '../../../shared/contracts/reports';
import { fakeApi, renderPage } from '../../test/render';
import { Gstr1Page } from './Gstr1Page';

const item = (rt: number, txval: number, half: number) => ({
  txval,
  rt,
  iamt: 0,
  camt: half,
  samt: half,
  csamt: 0,
});
const ret: Gstr1 = {
  gstin: '20AABCJ1234K1Z3',
  fp: '112026',
  b2b: [
    {
      ctin: '10AAACB1234C1ZX',
      inv: [
        {
          inum: 'JTDC/2627/000007',
          idt: '05-11-2026',
          val: 14620,
          pos: '20',
          rchrg: 'N',
          inv_typ: 'R',
          itms: [
            { num: 1, itm_det: item(5, 3200, 80) },
            { num: 2, itm_det: item(18, 9000, 810) },
          ],
        },
      ],
    },
  ],
  b2cs: [
    {
      sply_ty: 'INTRA',
      pos: '20',
      typ: 'OE',
      rt: 5,
      txval: 6400,
      iamt: 0,
      camt: 160,
      samt: 160,
      csamt: 0,
    },
  ],
  hsn: { hsn_b2b: [], hsn_b2c: [] },
  doc_issue: {
    doc_det: [
      {
        doc_num: 1,
        docs: [
          {
            num: 1,
            from: 'JTDC/2627/000007',
            to: 'JTDC/2627/000008',
            totnum: 2,
            cancel: 0,
            net_issue: 2,
          },
        ],
      },
    ],
  },
};
// the register's totals for the same month: 3200 + 9000 + 6400 taxable, 1050 CGST and SGST
const register = (taxableValue: number) => ({
  success: true,
  data: {
    month: '2026-11',
    rows: [],
    totals: {
      invoices: 2,
      creditNotes: 0,
      debitNotes: 0,
      taxableValue,
      cgst: 1050,
      sgst: 1050,
      igst: 0,
      total: 0,
    },
    next: null,
  },
});

function render(taxable: number) {
  fakeApi({
    'GET /api/staff/reports/gstr1': () => ({ status: 200, body: ret }),
    'GET /api/staff/reports/gst-register': () => ({ status: 200, body: register(taxable) }),
  });
  renderPage(<Gstr1Page />);
}

describe('GSTR-1 page', () => {
  it('shows each section, one B2B row per rate, and says the totals are the register’s', async () => {
    render(18600);
    expect(await screen.findByText(/These are the GST register’s totals/)).toBeInTheDocument();
    expect(screen.getByText(/taxable ₹18,600\.00, CGST ₹1,050\.00/)).toBeInTheDocument();
    const b2b = screen.getByRole('region', { name: /B2B invoices/ });
    expect(within(b2b).getAllByText('JTDC/2627/000007')).toHaveLength(2);
    expect(within(b2b).getAllByText('10AAACB1234C1ZX')).toHaveLength(2);
    expect(screen.getByRole('region', { name: /Documents issued/ })).toHaveTextContent(
      'Invoices for outward supply',
    );
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeInTheDocument();
  });

  it('warns not to file when the totals differ from the register’s', async () => {
    render(18000);
    expect(await screen.findByRole('alert')).toHaveTextContent(/differ from the GST register/);
  });
});
