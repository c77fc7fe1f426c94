// Nigerian banks with the codes Paystack and the NIBSS network use for them: the commercial, merchant and
// non-interest banks licensed by the CBN, the payment service banks, and the microfinance banks and wallets
// merchants most often settle into. Heritage Bank is left out: the CBN revoked its licence in June 2024.
export interface NigerianBank {
  name: string;
  code: string;
}

export const NIGERIAN_BANKS: readonly NigerianBank[] = [
  // Commercial banks (national and regional licences)
  { name: 'Access Bank', code: '044' },
  { name: 'Access Bank (Diamond)', code: '063' },
  { name: 'Citibank Nigeria', code: '023' },
  { name: 'Ecobank Nigeria', code: '050' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'First City Monument Bank', code: '214' },
  { name: 'Globus Bank', code: '00103' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Keystone Bank', code: '082' },
  { name: 'Optimus Bank', code: '107' },
  { name: 'Parallex Bank', code: '104' },
  { name: 'Polaris Bank', code: '076' },
  { name: 'PremiumTrust Bank', code: '105' },
  { name: 'Providus Bank', code: '101' },
  { name: 'Signature Bank', code: '106' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Standard Chartered Bank', code: '068' },
  { name: 'Sterling Bank', code: '232' },
  { name: 'SunTrust Bank', code: '100' },
  { name: 'Titan Trust Bank', code: '102' },
  { name: 'Union Bank of Nigeria', code: '032' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Unity Bank', code: '215' },
  { name: 'Wema Bank', code: '035' },
  { name: 'ALAT by WEMA', code: '035A' },
  { name: 'Zenith Bank', code: '057' },
  // Non-interest banks
  { name: 'Jaiz Bank', code: '301' },
  { name: 'TAJBank', code: '302' },
  { name: 'Lotus Bank', code: '303' },
  // Merchant banks
  { name: 'Coronation Merchant Bank', code: '559' },
  { name: 'FBNQuest Merchant Bank', code: '060002' },
  { name: 'FSDH Merchant Bank', code: '501' },
  { name: 'Greenwich Merchant Bank', code: '562' },
  { name: 'Nova Bank', code: '561' },
  { name: 'Rand Merchant Bank', code: '502' },
  // Payment service banks
  { name: '9mobile 9Payment Service Bank', code: '120001' },
  { name: 'HopePSBank', code: '120002' },
  { name: 'MoMo PSB', code: '120003' },
  { name: 'SmartCash Payment Service Bank', code: '120004' },
  { name: 'Money Master PSB', code: '946' },
  // Microfinance banks, mortgage banks and wallets
  { name: 'Abbey Mortgage Bank', code: '801' },
  { name: 'Accion Microfinance Bank', code: '602' },
  { name: 'Aso Savings and Loans', code: '401' },
  { name: 'Carbon', code: '565' },
  { name: 'CEMCS Microfinance Bank', code: '50823' },
  { name: 'Eyowo', code: '50126' },
  { name: 'FairMoney Microfinance Bank', code: '51318' },
  { name: 'Gateway Mortgage Bank', code: '812' },
  { name: 'GoMoney', code: '100022' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'LAPO Microfinance Bank', code: '50549' },
  { name: 'Living Trust Mortgage Bank', code: '031' },
  { name: 'Mint MFB', code: '50304' },
  { name: 'Moniepoint MFB', code: '50515' },
  { name: 'OPay', code: '999992' },
  { name: 'Paga', code: '100002' },
  { name: 'PalmPay', code: '999991' },
  { name: 'Parkway - ReadyCash', code: '311' },
  { name: 'Rubies MFB', code: '125' },
  { name: 'Safe Haven MFB', code: '51113' },
  { name: 'Sparkle Microfinance Bank', code: '51310' },
  { name: 'Tangerine Money', code: '51269' },
  { name: 'VFD Microfinance Bank', code: '566' },
];
