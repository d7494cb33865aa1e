import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bvnSignature, decryptHex, encryptHex, lagosDay } from './bvn-crypto';
import { type BvnService, startBvnService } from './bvn-service';
import { DEFAULT_DIRECTORY } from './directory';
import { type NinService, startNinService } from './nin-service';

const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('the BVN validation stand-in', () => {
  let service: BvnService;
  beforeAll(async () => {
    service = await startBvnService();
  });
  afterAll(() => service.stop());

  function verify(bvn: string, password = service.credentials.password, signal?: AbortSignal) {
    const { organisationCode: code, aesKey, ivKey } = service.credentials;
    return fetch(`${service.url}/bvnr/VerifySingleBVN`, {
      method: 'POST',
      headers: {
        OrganisationCode: b64(code),
        Authorization: b64(`${code}:${password}`),
        SIGNATURE: bvnSignature(code, lagosDay(new Date()), password),
        SIGNATURE_METH: 'SHA256',
        'content-type': 'application/json',
      },
      body: encryptHex(JSON.stringify({ BVN: bvn }), aesKey, ivKey),
      ...(signal && { signal }),
    });
  }
  const read = async (response: Response) =>
    JSON.parse(
      decryptHex(await response.text(), service.credentials.aesKey, service.credentials.ivKey),
    );

  it('round-trips AES-128-CBC hex and answers a known BVN with its record in NIBSS dates', async () => {
    expect(
      decryptHex(
        encryptHex('{"BVN":"1"}', 'k'.repeat(16), 'i'.repeat(16)),
        'k'.repeat(16),
        'i'.repeat(16),
      ),
    ).toBe('{"BVN":"1"}');
    const response = await verify('22100000000');
    expect(response.status).toBe(200);
    expect(await read(response)).toMatchObject({
      ResponseCode: '00',
      BVN: '22100000000',
      FirstName: 'ADAEZE',
      LastName: 'ADEBAYO',
      DateOfBirth: '01-Jan-1960',
      PhoneNumber: '08030000000',
    });
  });

  it('answers 01 for a BVN it does not hold', async () => {
    expect(await read(await verify('22100000074'))).toEqual({
      ResponseCode: '01',
      BVN: '22100000074',
    });
  });

  it('refuses a wrong password (signature and authorisation) with 401', async () => {
    expect((await verify('22100000000', 'not-the-password')).status).toBe(401);
  });

  it('refuses a body it cannot decrypt with 400', async () => {
    const { organisationCode: code, password } = service.credentials;
    const response = await fetch(`${service.url}/bvnr/VerifySingleBVN`, {
      method: 'POST',
      headers: {
        OrganisationCode: b64(code),
        Authorization: b64(`${code}:${password}`),
        SIGNATURE: bvnSignature(code, lagosDay(new Date()), password),
        SIGNATURE_METH: 'SHA256',
      },
      body: JSON.stringify({ BVN: '22100000000' }),
    });
    expect(response.status).toBe(400);
  });

  it('never answers a BVN scripted to time out', async () => {
    service.script('22100000000', 'timeout');
    try {
      await expect(verify('22100000000', undefined, AbortSignal.timeout(300))).rejects.toThrow();
    } finally {
      service.unscript('22100000000');
    }
    expect(service.received.at(-1)).toEqual({ bvn: '22100000000', answered: 'timeout' });
  });
});

describe('the NIN identity search stand-in', () => {
  let service: NinService;
  beforeAll(async () => {
    service = await startNinService();
  });
  afterAll(() => service.stop());

  const post = (path: string, body: object, token?: string, signal?: AbortSignal) =>
    fetch(`${service.url}/IdentitySearch/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { token }) },
      body: JSON.stringify(body),
      ...(signal && { signal }),
    });
  async function token(): Promise<string> {
    const { username, password, orgId } = service.credentials;
    const answer = await post('createToken', { username, password, orgid: orgId });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { token: string }).token;
  }

  it('gives a token for the right credentials and answers a known NIN with NIMC field names', async () => {
    const person = DEFAULT_DIRECTORY.people.find((p) => p.nin === '70000000053');
    const answer = await post('searchByNIN', { nin: '70000000053' }, await token());
    const body = (await answer.json()) as { returnCode: string; data: Record<string, string> };
    expect(body.returnCode).toBe('00');
    expect(body.data).toMatchObject({
      firstname: person?.firstName,
      surname: person?.lastName,
      birthdate: '02-02-1961',
      telephoneno: person?.phone,
      gender: 'm',
    });
  });

  it('answers 01 norecord for a NIN it does not hold', async () => {
    const answer = await post('searchByNIN', { nin: '70000000106' }, await token());
    expect(await answer.json()).toEqual({ returnCode: '01', returnMessage: 'norecord' });
  });

  it('refuses wrong credentials and an unknown token with 401', async () => {
    const { username, orgId } = service.credentials;
    expect((await post('createToken', { username, password: 'wrong', orgid: orgId })).status).toBe(
      401,
    );
    expect((await post('searchByNIN', { nin: '70000000053' }, 'made-up')).status).toBe(401);
  });

  it('never answers a NIN scripted to time out', async () => {
    const known = await token();
    await expect(
      post('searchByNIN', { nin: '70099999990' }, known, AbortSignal.timeout(300)),
    ).rejects.toThrow();
    expect(service.received.at(-1)).toEqual({ nin: '70099999990', answered: 'timeout' });
  });
});
