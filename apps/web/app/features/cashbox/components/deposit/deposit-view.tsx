import { useState } from 'react';
import type { Account } from '@casino/api/player';
import type { Payment, PaymentMethod } from '@casino/api/payments';
import { useT } from '~/lib/i18n';
import { usePaymentMethods } from '../../api/get-payment-methods.ts';
import { MethodList } from '../shared/method-list.tsx';
import { MethodsState } from '../shared/methods-state.tsx';
import { StepList } from '../shared/step-list.tsx';
import { CryptoDeposit } from '../crypto/crypto-deposit.tsx';
import { AmountStep } from './amount-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { DepositResult } from './deposit-result.tsx';
import { DepositLimitsPrompt } from './limits-prompt.tsx';

type Step =
  | { kind: 'method' }
  | { kind: 'amount'; method: PaymentMethod }
  | { kind: 'details'; method: PaymentMethod; amount: number }
  | { kind: 'result'; payment: Payment | null; paymentId: number };

const STEP_KEYS = ['METHOD', 'AMOUNT', 'DETAILS', 'RESULT'] as const;
const STEP_INDEX = { method: 0, amount: 1, details: 2, result: 3 } as const;

/**
 * Deposit in steps (spec 01 section 2 "cashbox step deposit"): the method, the amount, the method's fields (3-D
 * Secure on the issuer's page when the card asks for it), the result. Crypto methods show the deposit address.
 */
export function DepositView({
  account,
  returningPaymentId,
  onClose,
}: {
  account: Account;
  returningPaymentId: number | null;
  onClose: () => void;
}) {
  const t = useT();
  const methods = usePaymentMethods('deposit', account.currency);
  const [step, setStep] = useState<Step>(
    returningPaymentId === null
      ? { kind: 'method' }
      : { kind: 'result', payment: null, paymentId: returningPaymentId },
  );

  if (step.kind === 'result')
    return (
      <DepositResult
        paymentId={step.paymentId}
        known={step.payment}
        onAgain={() => setStep({ kind: 'method' })}
        onClose={onClose}
      />
    );

  const list = methods.data ?? [];
  const crypto = list.find((method) => method.type === 'crypto');
  return (
    <div className="cashbox-step">
      {!crypto && (
        <StepList
          label={t('CASHBOX.STEPS')}
          steps={STEP_KEYS.map((key) => t(`CASHBOX.STEP.${key}`))}
          current={STEP_INDEX[step.kind]}
        />
      )}
      {step.kind === 'method' && <DepositLimitsPrompt onNavigate={onClose} />}
      <MethodsState query={methods} />
      {step.kind === 'method' && crypto && <CryptoDeposit method={crypto} />}
      {step.kind === 'method' && !crypto && list.length > 0 && (
        <MethodList
          legend={t('CASHBOX.CHOOSE_METHOD')}
          methods={list}
          selected={null}
          onSelect={(method) => setStep({ kind: 'amount', method })}
        />
      )}
      {step.kind === 'amount' && (
        <AmountStep
          method={step.method}
          onBack={() => setStep({ kind: 'method' })}
          onNext={(amount) => setStep({ kind: 'details', method: step.method, amount })}
        />
      )}
      {step.kind === 'details' && (
        <DetailsStep
          method={step.method}
          amount={step.amount}
          onBack={() => setStep({ kind: 'amount', method: step.method })}
          onDone={(payment) => setStep({ kind: 'result', payment, paymentId: payment.id })}
        />
      )}
    </div>
  );
}
