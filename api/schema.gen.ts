/**
 * Generated from openapi.yaml by `npm run gen:api`. Do not edit by hand:
 * `npm test` fails when this file differs from what the contract generates.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report that the API server is alive */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to a tenant with username and password
         * @description The `x-tenant-id` header names the tenant. Wrong credentials, an unknown user, a disabled
         *     user and an unknown tenant all answer the same 401 `invalid_credentials`, so the answer
         *     does not reveal which one it was. Repeated failures are throttled (429
         *     `too_many_login_attempts` with `Retry-After`).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out and revoke the current token */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's own password
         * @description Clears `mustChangePassword`. 422 codes: `current_password_wrong`, `password_too_weak`,
         *     `password_reused`. Other sessions of the user are revoked.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the signed-in user */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/license": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the tenant's license status and licensed features
         * @description Every signed-in user's shell reads this for the license badge and the feature checks, so
         *     it needs no permission. Older servers wrap the license in `{ value }`; clients accept both.
         */
        get: operations["getLicense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search customers
         * @description Every word of `q` (at most 5; more is 400 `too_many_words`) must begin a word of the customer's number, names, phone (as 0…, 234… or +234…), e-mail address or its local part, BVN, RC number or TIN; matching ignores case. Customers come sorted by name, then number.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Create an individual or corporate customer
         * @description The body is chosen by `customerType`. 409 codes: `bvn_already_registered` (with `details`
         *     naming the customer who holds the BVN, when the caller may see them),
         *     `rc_number_already_registered`. 403 code: `branch_out_of_scope`. 422 codes:
         *     `unknown_branch`, `customer_too_young` (an individual must be at least 18 on the processing date),
         *     `kyc_tier_requires_nin`.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/identity-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's BVN and NIN checks
         * @description The latest check of each kind (or none) with the customer's BVN and NIN masked but for
         *     the last four digits, and every check, newest first. A customer of a branch outside the
         *     caller's scope, or of another tenant, is 404 `customer_record_not_found`, as for every
         *     other read of a customer.
         */
        get: operations["listCustomerIdentityChecks"];
        put?: never;
        /**
         * Check the customer's BVN with NIBSS and NIN with NIMC
         * @description Asks each service the tenant set up under Integrations about the number the customer
         *     holds (an individual's BVN, then NIN) and compares name, date of birth and phone with the
         *     customer's record; each answer is stored as a check (MATCHED, MISMATCH with the fields
         *     that differ, NOT_FOUND, or UNAVAILABLE when the service did not answer or refused our
         *     credentials) and the customer's checks are answered. The services are called outside any
         *     database transaction. 404 `customer_record_not_found`; 422 `identity_check_nothing_to_check`
         *     (a corporate customer, or no BVN or NIN); 409 `identity_service_not_configured` when
         *     neither service is set up.
         */
        post: operations["runCustomerIdentityChecks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The KYC documents of a customer
         * @description Every document kept for the customer, current ones first (a photo or signature replaced by
         *     a newer one is kept, marked not current), newest first within each; an ID past its expiry
         *     on the processing date is flagged `expired`. 404 code: `customer_record_not_found` (also for
         *     a customer outside the caller's branches).
         */
        get: operations["listCustomerDocuments"];
        put?: never;
        /**
         * Keep a KYC document of a customer (PDF, PNG or JPEG)
         * @description The file travels base64-encoded in the JSON body. The server judges it by its bytes, not
         *     its name or claimed type: a PDF (`%PDF-` header and `%%EOF` at the end), a PNG (signature
         *     and IHDR) or a JPEG (start and end markers), at most 5 MB for a PDF and 2 MB for an image.
         *     A new passport photo or signature replaces the current one, which is kept. 413 code:
         *     `document_too_large`. 415 code: `document_type_not_allowed` (content not allowed, or not
         *     the claimed type). 404 code: `customer_record_not_found`. 422 codes: `document_id_details_required`,
         *     `document_dates_invalid`, `document_expired`, `document_limit_reached`.
         */
        post: operations["uploadCustomerDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/documents/{documentId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file of one KYC document
         * @description The bytes as uploaded, with their type, `Content-Disposition: inline`, `nosniff`, no
         *     caching and a content security policy that sandboxes the file (no script runs). 404 code:
         *     `document_not_found`, `customer_record_not_found`.
         */
        get: operations["getCustomerDocumentContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a customer with everything the bank holds with them
         * @description The customer and, read in one transaction as of the tenant's processing date, their deposit
         *     accounts, loans, credit applications, term deposits, last NIP transfers and alerts. Each
         *     section is what the caller could list elsewhere: accounts of the branches the caller serves
         *     (with `account.view`), loans and credit applications with `loan.view` (applications of the
         *     caller's branches), transfers with the NIP view permissions (only the caller's own without
         *     `txn.view.all`); a section the caller may not see is null. Each list holds at most 50
         *     items (10 transfers), newest first, with `total` counting them all. A customer of another
         *     tenant, or of a branch the caller does not serve, is 404 `customer_record_not_found`.
         */
        get: operations["getCustomerOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one customer with the version an edit must name
         * @description A customer of another tenant, or homed at a branch outside the caller's branches, is 404 `customer_record_not_found`, as an account outside them is.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a customer's contact details at once and their identity through approval
         * @description `version` is the version the editor read; another is 409 `customer_version_conflict` and
         *     changes nothing. Contact fields (phone, e-mail, address) change at once: the version goes up
         *     by one and the answer is 200 with the customer. Identity fields (names, company name, date of
         *     birth, BVN, NIN, KYC tier) wait for a checker: CUSTOMER_UPDATE, or KYC_TIER_UPGRADE when the
         *     tier is among them; the answer is 202 with the customer (contact changes of the same edit
         *     applied) and the waiting request. The final approval applies them, re-checking that the fields
         *     still hold what the maker saw, the BVN's uniqueness, the age and the tier's requirements.
         *     409 codes: `customer_version_conflict`, `customer_change_pending` (one identity change waits
         *     per customer), `bvn_already_registered` (with `details` naming the holder when the caller may
         *     see them). 422 codes: `approval_flow_required` (no active flow: an identity change never
         *     applies without a second person), `customer_too_young`, `kyc_tier_requires_nin`,
         *     `kyc_tier_step_invalid` (up one step at a time), `kyc_tier_requirements_unmet` (field errors
         *     list each blocker). 400 `validation_failed` also for a field of the other customer type
         *     and for an edit that changes nothing.
         */
        patch: operations["updateCustomer"];
        trace?: never;
    };
    "/customers/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The changes of one customer, newest first
         * @description Each contact change applied, and each identity change requested, approved, rejected, cancelled or expired, with who, when and every field's label, before and after, in words.
         */
        get: operations["listCustomerHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/tier-readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What stands between an individual customer and the next KYC tier
         * @description `nextTier` is null at tier 3 and for a corporate customer (who has no tier). Each blocker is a reason in words; an upgrade asked with any of them is 422 `kyc_tier_requirements_unmet`.
         */
        get: operations["getCustomerTierReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search deposit accounts
         * @description Filters combine with AND; empty filters are left out by the client.
         */
        get: operations["listAccounts"];
        put?: never;
        /**
         * Open a deposit account for a customer
         * @description The account number is a NUBAN generated by the server. The account starts ACTIVE with a
         *     zero balance (or PENDING where an approval flow applies). 422 codes: `customer_not_found`,
         *     `customer_not_active`, `product_not_found`, `product_not_active`, `unknown_branch`,
         *     `kyc_tier_too_low_for_product`. 403 code: `branch_out_of_scope`.
         */
        post: operations["openAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one deposit account with its balances */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the postings of one deposit account
         * @description Newest first; `runningBalanceKobo` is the account balance after each posting.
         */
        get: operations["listAccountTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move money between two deposit accounts of the tenant
         * @description Moves money: takes an `Idempotency-Key`. One balanced journal entry debits the source
         *     account's product GL account and credits the destination's, each line tied to its deposit
         *     account. The source product's TRANSFER charges (`feeKobo`) leave the source account for the
         *     income account of its FEE mapping in the same entry. The source must be ACTIVE and have the
         *     amount and the fee available (see Account); the destination must be ACTIVE or DORMANT. 422
         *     codes: `unknown_account`, `same_account`, `account_not_debitable`,
         *     `account_not_creditable`, `insufficient_funds`, `gl_mapping_missing`,
         *     `idempotency_key_reused`. 409 code: `idempotency_request_in_progress`.
         */
        post: operations["createTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a deposit account along its life cycle
         * @description The transitions are those of the deposit-account statechart (docs/machines/deposit-account.md):
         *     activate, markDormant, reactivate, freeze, unfreeze and close. Closing needs a zero ledger
         *     balance and no holds. 404 code: `account_not_found`. 422 codes:
         *     `account_transition_not_allowed`, `account_balance_not_zero`, `account_has_holds`.
         */
        post: operations["changeAccountStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/mandate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who signs on a deposit account, alone or jointly
         * @description The mandate as set; without one, an individual's account is signed by the holder alone and
         *     a corporate account has none on file (`rule` null). 404 code: `account_not_found`.
         */
        get: operations["getAccountMandate"];
        /**
         * Set who signs on a deposit account and how
         * @description Replaces the mandate. A signatory's specimen signature must be a current signature document
         *     of the account's holder. 404 code: `account_not_found`. 422 codes: `mandate_rule_invalid`,
         *     `mandate_signature_not_found`.
         */
        put: operations["setAccountMandate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/holder-specimens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The holder's photo, signature and mandate, for the counter
         * @description What a teller compares before paying: the holder's name, the ids of the current passport
         *     photo and specimen signature (null when none is on file; fetch them from the customer's
         *     documents) and the mandate in words. 404 code: `account_not_found`.
         */
        get: operations["getAccountHolderSpecimens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/holds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the holds (liens) on a deposit account
         * @description Active holds first, then released ones, newest first. 404 code: `account_not_found`.
         */
        get: operations["listAccountHolds"];
        put?: never;
        /**
         * Place a hold (lien) on part of a deposit account's balance
         * @description A hold reduces the available balance until it is released. 404 code: `account_not_found`. 422 code: `account_closed`.
         */
        post: operations["placeAccountHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/holds/{holdId}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a hold on a deposit account
         * @description 404 codes: `account_not_found`, `hold_not_found`. 422 code: `hold_already_released`.
         */
        post: operations["releaseAccountHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A deposit account statement for a date range, as CSV
         * @description Opening balance, every transaction with its running balance, and the closing balance. 404
         *     code: `account_not_found`. 422 codes: `statement_range_invalid`, `statement_too_long`
         *     (more than 10,000 transactions).
         */
        get: operations["exportAccountStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A deposit account statement for a date range, as PDF
         * @description The same statement as the CSV, laid out for printing and sending to the customer. 404
         *     code: `account_not_found`. 422 codes: `statement_range_invalid`, `statement_too_long`.
         */
        get: operations["exportAccountStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products of one type
         * @description Deposit products by default. `type=LOAN` lists loan products in the same shape (for the GL
         *     map's product picker), `type=TERM` term deposit products; loan products are managed under `/loans/products`, term deposit products under `/term-deposits/products`. Older servers
         *     answer a bare list, newer ones `{ items }`; clients accept both.
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Create a deposit product
         * @description 409 code: `product_code_taken`. 422 codes: `charge_not_found`,
         *     `overdraft_requires_current_account`, `overdraft_limit_without_overdraft`.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the chart of accounts
         * @description Ordered by code. `balanceKobo` is signed, debit-positive.
         */
        get: operations["listGlAccounts"];
        put?: never;
        /**
         * Add a GL account to the chart of accounts
         * @description 409 code: `gl_code_taken`. 422 codes: `parent_not_found`, `parent_not_header`,
         *     `parent_type_mismatch` (a child has its parent's type).
         */
        post: operations["createGlAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/glmap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the GL map (product event to debit and credit GL accounts) */
        get: operations["listGlMappings"];
        put?: never;
        /**
         * Create or replace the GL mapping of one product event
         * @description A mapping is identified by `(productId, event)`; saving an existing pair replaces it.
         *     `productId` null maps the event for the whole tenant; a product's own mapping wins over
         *     it. 422 codes: `product_not_found`, `gl_account_not_found`, `gl_account_is_header`,
         *     `gl_account_inactive`, `debit_and_credit_account_same`, `gl_mapping_in_use` (a DEPOSIT
         *     mapping cannot move the control account while the product's accounts hold money).
         */
        post: operations["saveGlMapping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the charges products can levy */
        get: operations["listCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the institutions reachable over NIP
         * @description The tenant's list of banks and other institutions that transfers can reach over NIP, with their CBN and NIP codes, sorted by name. `q` matches the start of the name or of a word in it (ignoring case), or the start of either code.
         */
        get: operations["listBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ledger lines (journal entry lines) of the general ledger
         * @description Ordered by posting date and entry number. `runningBalanceKobo` is given only when the list
         *     is limited to one GL account (`accountId`), otherwise it is null.
         */
        get: operations["listLedgerEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a balanced manual journal entry
         * @description Moves money: takes an `Idempotency-Key`. Each line has either a debit or a credit (the
         *     other is 0); the debits must equal the credits. The entry is dated with the tenant's
         *     processing date; `valueDate` defaults to it. 422 codes: `journal_not_balanced`,
         *     `journal_too_few_lines`, `journal_too_many_lines`, `journal_line_amount_invalid`,
         *     `journal_line_debit_and_credit`, `journal_line_zero`, `gl_account_not_found`,
         *     `gl_account_is_header`, `gl_account_inactive`, `value_date_in_closed_period`,
         *     `idempotency_key_reused`. 409 code: `idempotency_request_in_progress`.
         *
         *     When the tenant's MANUAL_JOURNAL approval flow has a band for the entry's total (its
         *     debits), nothing is posted: the answer is 202 with the approval request, and the entry is
         *     posted as the maker's on its final approval (see Approvals). A retry with the same key
         *     answers the same 202.
         */
        post: operations["postManualJournal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List posted journal entries, newest first
         * @description Manual journals and reversals with their lines, for the Journals screen.
         */
        get: operations["listJournals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one posted journal entry with its lines
         * @description 404 code: `journal_not_found`.
         */
        get: operations["getJournal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journals/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a posted journal entry with a new, opposite entry
         * @description Moves money: takes an `Idempotency-Key`. The original is never changed in its lines; it
         *     records once that it was reversed and by which entry. The reversal is dated with the
         *     processing date. An entry that moved a customer's money (a transfer) is reversed through its
         *     own product, not here. 404 code: `journal_not_found`. 422 codes: `journal_already_reversed`,
         *     `journal_is_reversal`, `journal_reversed_through_its_product`, `idempotency_key_reused`. 409 code:
         *     `idempotency_request_in_progress`.
         *
         *     When the tenant's JOURNAL_REVERSAL approval flow has a band for the original's total (its
         *     debits), nothing is posted: the answer is 202 with the approval request, and the reversal
         *     is posted on its final approval, if the original can still be reversed then. A retry with
         *     the same key answers the same 202.
         */
        post: operations["reverseJournal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/trial-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The trial balance as of a date
         * @description Every postable GL account with its debit or credit balance from all entries posted on or
         *     before `asOf` (default: the processing date); the debit and credit totals are equal.
         */
        get: operations["getTrialBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ledger/trial-balance.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The trial balance as of a date, as CSV
         * @description The same figures as `getTrialBalance`, one row per account (code, name, type, debit,
         *     credit in naira with two decimals) and a totals row, for spreadsheets.
         */
        get: operations["exportTrialBalanceCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a credit application for a customer
         * @description Creates a credit application in DRAFT, or with `submit: true` submits it at once: it is
         *     then scored against the tenant's current scorecard and answered SCORED. The number of
         *     repayments and the annual rate default to the product's. The principal, the number of
         *     repayments and the rate must be within the product's ranges (422
         *     `principal_out_of_product_range`, `term_out_of_product_range`,
         *     `interest_rate_out_of_product_range`); the disbursement account must be an active deposit
         *     account of the customer (422 `account_not_owned_by_customer`, `account_not_active`).
         *     Other 422 codes: `customer_not_found`, `customer_not_active`, `loan_product_retired`,
         *     `interest_rate_invalid`, `credit_scorecard_missing` (submitting before any scorecard was
         *     saved). 404 code `loan_product_not_found`.
         */
        post: operations["applyForLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Credit applications, newest first
         * @description `q` matches the start of the application number or the customer's number, or any part of
         *     the customer's name. Filters combine (all must hold). Branch-bound staff see only the
         *     applications of their branches (an application belongs to its customer's branch).
         */
        get: operations["listCreditApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-applications.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The credit applications the filters choose, as CSV
         * @description The applications `listCreditApplications` answers for the same filters and the caller's
         *     branches, newest first, at most 10,000 rows: number, customer, product, amount in naira
         *     with two decimals, status, grade, officer, analyst and the day it was made.
         */
        get: operations["exportCreditApplicationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One credit application with its score, approval and history
         * @description The application with the score breakdown (each characteristic's value, bin and points, the
         *     total, grade, decision and the scorecard version used), the approval request while one
         *     exists, every transition (who, when, why) and `allowedActions`: what the caller may do
         *     next. 404 code `credit_application_not_found` (also for another branch's application when
         *     the caller is branch-bound).
         */
        get: operations["getCreditApplication"];
        /**
         * Correct a draft or returned credit application
         * @description Only a DRAFT or RETURNED application (409 `credit_application_transition_invalid`); the
         *     status does not change. The same product checks as applyForLoan apply to the result.
         *     404 code `credit_application_not_found`.
         */
        put: operations["updateCreditApplication"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-applications/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a draft or returned application, which scores it
         * @description SUBMITTED, then at once scored against the current scorecard: the answer is SCORED with
         *     the score. 409 `credit_application_transition_invalid` from any other status; 422
         *     `credit_scorecard_missing` when no scorecard was ever saved, and the product checks of
         *     applyForLoan (the product may have changed since the draft). 404 code
         *     `credit_application_not_found`.
         */
        post: operations["submitCreditApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-applications/{id}/start-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A credit analyst takes a scored application under review
         * @description SCORED to UNDER_REVIEW; the caller becomes its analyst. The officer who made the
         *     application never reviews it (403 `credit_application_review_by_officer`, as for recommend,
         *     return and reject). 409 `credit_application_transition_invalid` from any other status.
         *     404 code `credit_application_not_found`.
         */
        post: operations["startCreditApplicationReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-applications/{id}/recommend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The analyst's recommendation on an application under review
         * @description DECLINE rejects the application with the note as its reason (200, REJECTED). APPROVE
         *     sends it to the LOAN_APPROVAL approval flow for its principal: 202 with the application
         *     PENDING_APPROVAL and its `approval` while it waits (the loan officer who made it is the
         *     maker, so never its approver). When no band of the flow covers the principal it is
         *     approved at once: the loan is booked, awaiting disbursement, and the answer is 200 with
         *     the application APPROVED and its `loanId`. The flow's final approval books the loan the
         *     same way; its rejection or expiry rejects the application. 409
         *     `credit_application_transition_invalid` unless UNDER_REVIEW; 403
         *     `credit_application_review_by_officer` for the officer who made it; 422 the product checks
         *     of the loans area when the loan is booked. 404 code `credit_application_not_found`.
         */
        post: operations["recommendCreditApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-applications/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return an application under review to its officer for correction
         * @description UNDER_REVIEW to RETURNED, with the reason the officer reads; the officer corrects it
         *     (updateCreditApplication) and submits it again. 403
         *     `credit_application_review_by_officer` for the officer who made it. 409
         *     `credit_application_transition_invalid` from any other status. 404 code
         *     `credit_application_not_found`.
         */
        post: operations["returnCreditApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-applications/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject an application under review
         * @description UNDER_REVIEW to REJECTED, with the reason. An application waiting for approval is
         *     rejected by its approvers in the approvals inbox instead. 403
         *     `credit_application_review_by_officer` for the officer who made it. 409
         *     `credit_application_transition_invalid` from any other status. 404 code
         *     `credit_application_not_found`.
         */
        post: operations["rejectCreditApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-applications/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The loan officer withdraws an open application
         * @description From DRAFT, SUBMITTED, SCORED, UNDER_REVIEW, PENDING_APPROVAL or RETURNED to WITHDRAWN;
         *     a waiting approval request is cancelled with it. Only the officer who made it (403
         *     `credit_application_withdraw_by_maker_only`). 409 `credit_application_transition_invalid`
         *     from any other status. 404 code `credit_application_not_found`.
         */
        post: operations["withdrawCreditApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit/scorecard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The credit scorecard applications are scored with now
         * @description The newest version. 404 `credit_scorecard_not_found` while none was ever saved.
         */
        get: operations["getScorecard"];
        /**
         * Save the credit scorecard as a new version
         * @description Never changes a saved version: the answer is the next version, used for every application
         *     scored from now on; applications keep the version they were scored with. Bins of a
         *     numeric characteristic are ranges [min, max) that may not overlap; a category may be in
         *     one bin only; the cut-offs are A to E with strictly falling minimum scores (422
         *     `credit_scorecard_invalid`, naming each field).
         */
        put: operations["saveScorecard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit/scorecard/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every saved version of the credit scorecard, newest first */
        get: operations["listScorecardVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List loans
         * @description `q` matches the start of the loan number or a word of the customer's name. Sorted newest
         *     first unless `sort` says otherwise. Arrears, days past due and the delinquency bucket are
         *     as of the tenant's processing date, as getLoan answers them.
         */
        get: operations["listLoans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loans the filters choose, as CSV
         * @description The loans `listLoans` answers for the same filters, newest first, at most 10,000 rows:
         *     number, customer, product, status, officer, principal, outstanding and arrears in naira
         *     with two decimals, days past due, disbursement and maturity dates, for spreadsheets.
         */
        get: operations["exportLoansCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/officers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The people who may be a loan's officer
         * @description The tenant's active users whose roles or own permissions grant loan.create, by name, so
         *     that the loans and applications lists can be narrowed by officer and a loan handed to
         *     another officer without the users list (admin.user.manage). Administrators' unrestricted
         *     access does not make them officers.
         */
        get: operations["listLoanOfficers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/schedule-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compute a repayment schedule without booking anything
         * @description The schedule the terms give, as a loan disbursed on `disbursementDate` would have it.
         *     Nothing is stored. 422 `interest_rate_invalid` for a rate with more than 4 decimals or out
         *     of range, `loan_terms_invalid` for other terms that cannot be scheduled; both list the
         *     fields.
         */
        post: operations["previewLoanSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List loan products
         * @description Active and retired products, by code. Open to whoever reads loans and to whoever designs
         *     products (the Loan Products page of the marketing and product roles).
         */
        get: operations["listLoanProducts"];
        put?: never;
        /**
         * Create a loan product
         * @description 409 `loan_product_code_taken`. 422 `loan_product_range_invalid` (a min, default or max out
         *     of order, or a penalty or charge without its amount or percent) and `interest_rate_invalid`,
         *     with the fields named.
         */
        post: operations["createLoanProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a loan product's terms
         * @description Changes apply to loans booked from now on; booked loans keep the terms they were booked
         *     with. 409 `loan_product_code_taken`. 422 as for create.
         */
        put: operations["updateLoanProduct"];
        post?: never;
        /**
         * Delete a loan product that no loan uses
         * @description 409 `loan_product_in_use` when a loan was booked under it: retire it (status RETIRED)
         *     instead.
         */
        delete: operations["deleteLoanProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one loan with its terms, balances, schedule and delinquency
         * @description Figures are as of the tenant's processing date. `allowedActions` lists what the loan's
         *     status allows.
         */
        get: operations["getLoan"];
        /**
         * Change a loan's officer or purpose before disbursement
         * @description Only fields present in the body change. Only an APPROVED loan: otherwise 422
         *     `loan_transition_not_allowed`. 422 `loan_officer_not_found` for an officer who is not an
         *     active user of the tenant.
         */
        put: operations["updateLoan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/disburse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disburse an approved loan into the customer's account
         * @description Moves money: takes an `Idempotency-Key`. Credits the deposit account with the principal less
         *     the product's disbursement charges (to fee income), books the schedule's interest as
         *     receivable against unearned interest, and stores the schedule computed from the disbursement
         *     date. 422 `loan_transition_not_allowed` unless APPROVED, `disbursement_date_invalid` before
         *     the processing date, `account_not_creditable`.
         */
        post: operations["disburseLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/repayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Repay a loan from the customer's deposit account
         * @description Moves money: takes an `Idempotency-Key`. Debits the deposit account and pays instalments
         *     oldest first (overdue, then due, then future), each in the product's allocation order. A
         *     repayment that clears everything closes the loan CLOSED_OBLIGATIONS_MET. 422
         *     `loan_not_active`, `repayment_exceeds_outstanding`, `insufficient_funds`.
         */
        post: operations["repayLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/penalties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Charge late-payment penalties due as of the processing date
         * @description Moves money: takes an `Idempotency-Key`. Charges the product's penalty once on every
         *     instalment unpaid past its grace days; instalments already charged are skipped, so running
         *     it twice charges nothing more. 422 `loan_not_active`.
         */
        post: operations["assessLoanPenalties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/payoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The figure that pays the loan off today
         * @description As of the processing date, by the product's early-repayment rule. 422 `loan_not_active`.
         */
        get: operations["getLoanPayoff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/liquidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay the loan off early from the customer's deposit account
         * @description Moves money: takes an `Idempotency-Key`. Posts the payoff figure and closes the loan
         *     CLOSED_LIQUIDATED; scheduled interest not yet earned is waived through the ledger. 409
         *     `loan_payoff_changed` when the figure is no longer `expectedTotalKobo`. 422
         *     `loan_not_active`, `insufficient_funds`.
         */
        post: operations["liquidateLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/top-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an active loan with a larger one of the same product
         * @description Moves money: takes an `Idempotency-Key`. Books and disburses a new loan whose proceeds first
         *     pay the old loan's payoff figure; the rest reaches the customer's account. The old loan
         *     closes CLOSED_TOPPED_UP. 422 `loan_not_active`, `top_up_below_payoff`,
         *     `loan_terms_out_of_product_range`.
         */
        post: operations["topUpLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close an active loan that owes nothing
         * @description Nothing moves. 422 `loan_has_outstanding_balance` while anything is owed,
         *     `loan_transition_not_allowed` unless ACTIVE.
         */
        post: operations["closeLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an approved loan before disbursement
         * @description Nothing moves. 422 `loan_transition_not_allowed` unless APPROVED.
         */
        post: operations["cancelLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/write-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write off an active loan that will not be recovered
         * @description Moves money: takes an `Idempotency-Key`. The outstanding principal goes to loan loss
         *     expense; scheduled interest not yet earned is reversed against unearned interest, and unpaid
         *     fees and penalties against their income. The loan ends WRITTEN_OFF. When the LOAN_WRITE_OFF
         *     approval flow has a band for the amount owed, the request waits for its approvers instead
         *     (202, the loan still ACTIVE with `writeOffRequestId`) and the write-off runs on the final
         *     approval. 409 `loan_write_off_pending` while a request waits. 422 `loan_not_active`.
         */
        post: operations["writeOffLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The most recent postings of one loan
         * @description Newest first, at most `limit` of them, each with its split by component, its journal entry
         *     and what the loan owed after it.
         */
        get: operations["listLoanTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/schedule.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A loan's repayment schedule, as PDF
         * @description The bank, branch, customer and loan, then every instalment with what it charges, what was
         *     paid, waived or written off against it, what is outstanding and its state, with totals: the
         *     figures getLoan serves. 404 code `loan_not_found` (also for a loan of a branch the user
         *     does not work in).
         */
        get: operations["exportLoanSchedulePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{id}/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A loan's statement, as PDF
         * @description The bank, branch, customer and loan, the balances by component, due now, overdue and the
         *     payoff today, then every posting oldest first with who made it, its split by component
         *     and what the loan owed after it. 404 code `loan_not_found` (also for a loan of a branch
         *     the user does not work in).
         */
        get: operations["exportLoanStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/provisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loan loss provision the portfolio requires, by CBN prudential class
         * @description As of the processing date, every active loan is classed by its days past due (the class
         *     its own view shows) and provisioned at the class's rate on its outstanding principal,
         *     rounded half-even per loan. Answers each class's loans, principal, rate and provision,
         *     the total required, what the allowance GL account (the credit of the LOAN_PROVISION GL
         *     map event) holds now, and the difference a run would post. 422 `gl_mapping_missing`
         *     without a tenant-wide LOAN_PROVISION mapping.
         */
        get: operations["getLoanProvisioning"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/provisions/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post the difference between the required provision and the allowance
         * @description Moves money: takes an `Idempotency-Key`. Posts the difference getLoanProvisioning shows
         *     through the LOAN_PROVISION GL map event: an increase debits loan loss expense and credits
         *     the allowance, a release the opposite. Afterwards the allowance equals the required total.
         *     A second run on the same processing date posts only what changed since (usually nothing:
         *     `postedKobo` 0 and no entry); every run is stored. 409 `loan_provision_run_in_progress`
         *     when another run of the same date finished first; 422 `gl_mapping_missing`.
         */
        post: operations["runLoanProvisioning"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/provisions/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provisioning runs, newest first
         * @description At most `limit` of them, each with its date, who ran it, the required total and what it posted.
         */
        get: operations["listLoanProvisionRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/flows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List approval flows
         * @description Administrators who manage the flows and security administrators who review them both read the list, hence either permission.
         */
        get: operations["listApprovalFlows"];
        put?: never;
        /**
         * Create an approval flow, or replace one when `id` is given
         * @description One flow per operation type (409 `approval_flow_type_taken`). Its bands must not overlap
         *     (422 `approval_band_overlaps`); other 422 codes: `amount_band_inverted`,
         *     `approval_approvers_mismatch` (one approvers entry per level),
         *     `approval_level_without_approvers`, `role_not_found`. 404 `approval_flow_not_found` when
         *     `id` names no flow. Requests already waiting keep the band they were made under.
         */
        post: operations["saveApprovalFlow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/flows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an approval flow
         * @description 404 code `approval_flow_not_found`. 409 code `approval_flow_in_use` once a request has been
         *     made under it, since its history names it (set it INACTIVE instead).
         */
        delete: operations["deleteApprovalFlow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List approval requests (the inbox)
         * @description The tenant's approval requests the caller may see, newest first: those they made, those
         *     whose approvers include them (by role or permission, of their branch where the flow says
         *     so) and, for holders of `txn.approve.level1` or `config.approval.view`, every request.
         *     `awaitingMe=true` keeps only those waiting for a level the caller may approve now: not
         *     their own, not a level they already approved, of their branch where the flow says so.
         *     `mine=true` keeps only the caller's own requests. A waiting request past its time reads
         *     EXPIRED.
         */
        get: operations["listApprovalRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many requests wait for the caller, and how many of the caller's own wait
         * @description `awaitingMe`: the waiting requests the caller may approve now (as `awaitingMe=true` lists
         *     them), by operation type. `mine`: the caller's own requests still waiting, by type.
         */
        get: operations["getApprovalCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One approval request with its details, maker, amount and history
         * @description 404 code `approval_request_not_found`. 403 code `approval_request_not_visible` for a caller
         *     who neither made the request, nor is among its approvers, nor holds `txn.approve.level1`
         *     or `config.approval.view`.
         */
        get: operations["getApprovalRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/requests/{id}/holder-specimens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The photo, signature and mandate of the account a withdrawal request draws on
         * @description For the checker of a cash withdrawal: the same as the account's holder specimens, found
         *     through the request's account. 404 codes: `approval_request_not_found` (also for a
         *     request that draws on no account), `account_not_found`.
         */
        get: operations["getApprovalHolderSpecimens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the level a request waits for
         * @description Any signed-in user whom the level's roles or permissions name may approve it. The last
         *     level runs the operation once, in the same transaction (a second approval that
         *     races it finds the request no longer waiting). 403 codes: `approval_maker_cannot_approve`,
         *     `approval_already_approved_by_you`, `approval_approver_not_eligible` (the level's roles
         *     and permissions), `approval_approver_wrong_branch`. 404 code `approval_request_not_found`.
         *     409 codes: `approval_request_not_pending`, `approval_request_expired`. The operation's own
         *     refusals (422) roll the approval back.
         */
        post: operations["approveApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a waiting request, with the reason
         * @description The operation never runs and any hold is released. The same 403, 404 and 409 codes as
         *     approving.
         */
        post: operations["rejectApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvals/requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a waiting request (its maker only)
         * @description Any signed-in maker withdraws their own waiting request: the operation never runs, any
         *     hold is released and the owning area is told it ended. 403 code
         *     `approval_cancel_by_maker_only` for anyone else's. 404 code `approval_request_not_found`. 409 codes:
         *     `approval_request_not_pending`, `approval_request_expired`.
         */
        post: operations["cancelApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banks/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring the list of banks up to date from the switch (institution list, 032)
         * @description Asks the NIP switch for its institution list and updates the tenant's banks: institutions
         *     new to us are added, names and categories follow the switch, and those the switch no
         *     longer lists become inactive (never deleted: transfers name them). 409 code
         *     `nip_not_configured`. 502 code `nip_switch_unavailable` (nothing changes).
         */
        post: operations["refreshBanks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's connection to the NIP switch
         * @description The shared secret is never answered, only whether one is set and its last four
         *     characters. A tenant that never saved one answers `configured: false`.
         */
        get: operations["getPaymentIntegration"];
        /**
         * Save the tenant's connection to the NIP switch
         * @description `sharedSecret` left out keeps the one saved; given, it replaces it. The endpoint must be
         *     an http or https address (422 `payment_endpoint_invalid`).
         */
        put: operations["savePaymentIntegration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/payments/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test the connection with a name enquiry (010)
         * @description Runs one name enquiry with the saved settings and says what came back, how fast, or why
         *     nothing did. A refusal from the switch is a result, not an error. 409 code
         *     `nip_not_configured`.
         */
        post: operations["testPaymentIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's connections to the BVN and NIN services
         * @description One entry per service (NIBSS's BVN validation, NIMC's identity search). Passwords and keys
         *     are never answered, only whether they are set.
         */
        get: operations["getIdentityServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/identity/{service}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the tenant's connection to the BVN or NIN service
         * @description A secret left out keeps the one saved. The BVN service needs `organisationCode`, and
         *     `aesKey` and `ivKey` of 16 characters; the NIN service needs `organisationCode` (NIMC's
         *     org ID) and `username`. 422 codes: `identity_endpoint_invalid`,
         *     `identity_settings_incomplete`.
         */
        put: operations["saveIdentityService"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/identity/{service}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test the connection to the BVN or NIN service
         * @description Looks up a number no one holds (eleven zeros) with the saved settings: an answer that
         *     the number is unknown proves the address, credentials and encryption. A refusal or no
         *     answer is a result, not an error. 409 code `identity_service_not_configured`.
         */
        post: operations["testIdentityService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active banks a transfer can go to, by name
         * @description The narrow read of the banks area that whoever sends a transfer needs to pick the beneficiary's bank by name: only active institutions, sorted by name. `q` matches as in listBanks. The full list with inactive institutions stays listBanks.
         */
        get: operations["listNipBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/name-enquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the beneficiary's bank for the account's name (010)
         * @description The account number must pass the NUBAN check digit for the bank's code before anything is
         *     sent (422 `nuban_check_digit_invalid`). The answer's `sessionId` is what the transfer
         *     quotes so the name the user confirmed is the name the bank gave. 422 codes:
         *     `bank_not_found`, `bank_inactive`, `nuban_check_digit_invalid`,
         *     `nip_name_enquiry_failed` (the switch's code and meaning in the message). 409 code
         *     `nip_not_configured`. 502 code `nip_switch_unavailable`.
         */
        post: operations["nipNameEnquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The fee, VAT, limits and approval a transfer of this amount would meet
         * @description Nothing is held or posted. 404 code `account_not_found`.
         */
        post: operations["quoteNipTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Outward NIP transfers, newest first
         * @description A user without txn.view.all sees only the transfers they made. `q` matches the start of
         *     the session ID, the beneficiary's account number or name, or the debit account's number.
         */
        get: operations["listNipTransfers"];
        put?: never;
        /**
         * Send money to an account at another bank over NIP
         * @description Moves money: takes an `Idempotency-Key`. Quotes a name enquiry made in the last 30 minutes
         *     for the same bank and account (422 `nip_name_enquiry_not_found`), whose name the user
         *     confirmed (422 `nip_beneficiary_name_mismatch`). The fee and VAT come from the debit
         *     account's product; the amount must be within the customer's KYC tier limits (422
         *     `nip_amount_over_transaction_limit`, `nip_amount_over_daily_limit`). When the NIP_TRANSFER
         *     approval flow has a band for the amount, the amount with its fee and VAT is held and the
         *     answer is 202 with the transfer AWAITING_APPROVAL and its `approvalRequestId`; otherwise
         *     the account is debited at once (201, DEBITED) and the transfer is sent in the background:
         *     read its status with getNipTransfer. Other 422 codes: `bank_not_found`, `bank_inactive`,
         *     `nuban_check_digit_invalid`, `account_not_debitable`, `insufficient_funds`,
         *     `gl_mapping_missing`, `idempotency_key_reused`. 404 code `account_not_found`. 409 codes
         *     `nip_not_configured`, `idempotency_request_in_progress`.
         */
        post: operations["createNipTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/transfers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Outward NIP transfers with the list's filters, as CSV
         * @description The rows listNipTransfers would list with the same filters, newest first, at most 5,000
         *     (422 `nip_export_too_long`: narrow the filters). A user without txn.view.all exports only
         *     the transfers they made. Amounts are naira with two decimals; times are in the bank's
         *     time zone.
         */
        get: operations["exportNipTransfersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/transfers/{id}/advice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The transfer advice of one outward transfer, as PDF
         * @description The bank's name, the sender, the beneficiary and their bank, the amount in figures and in
         *     words, the fee and VAT, the session ID, the status and when it was made, for the customer.
         *     404 code `nip_transfer_not_found` (also for another user's transfer without txn.view.all).
         */
        get: operations["exportNipTransferAdvicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One outward transfer with every step it went through
         * @description 404 code `nip_transfer_not_found` (also for another user's transfer without txn.view.all).
         */
        get: operations["getNipTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/transfers/{id}/requery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the switch for the transfer's status now (016)
         * @description For a transfer SENT (no final answer yet) or in MANUAL_REVIEW; a final answer moves it as
         *     the background query would. 404 code `nip_transfer_not_found`. 409 codes
         *     `nip_transfer_not_queryable`, `nip_not_configured`. 502 code `nip_switch_unavailable`.
         */
        post: operations["requeryNipTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/transfers/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a failed or reviewed transfer's money back on the customer's account
         * @description For a transfer in MANUAL_REVIEW (or FAILED and not yet reversed). Goes through the
         *     NIP_REVERSAL approval flow: 202 with the transfer and its `reversalRequestId` while it
         *     waits, 200 once reversed. The reversal is a new entry. 404 code `nip_transfer_not_found`.
         *     409 code `nip_transfer_not_reversible`.
         */
        post: operations["reverseNipTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/recon/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reconciliation runs, newest settlement date first */
        get: operations["listNipReconRuns"];
        put?: never;
        /**
         * Reconcile one settlement date against our transfers
         * @description With `csv`, reads the settlement report given (as the switch produces it, at most 10,000
         *     rows); without it, fetches the date's report from the switch. Every row is matched with
         *     our transfers by session ID: MATCHED, ONLY_AT_SWITCH, ONLY_WITH_US, AMOUNT_MISMATCH or
         *     STATUS_MISMATCH, with the totals and the NIP settlement GL balance. 422 code
         *     `nip_recon_report_invalid` (the line and what is wrong with it). 409 code
         *     `nip_not_configured` (fetching only). 502 code `nip_switch_unavailable`.
         */
        post: operations["createNipReconRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/recon/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One reconciliation run with its counts and totals
         * @description 404 code `nip_recon_run_not_found`.
         */
        get: operations["getNipReconRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/recon/runs/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lines of a run, exceptions first
         * @description 404 code `nip_recon_run_not_found`.
         */
        get: operations["listNipReconItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nip/recon/items/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on one exception
         * @description REQUERY asks the switch for the transfer's status and re-matches the line; REVERSE puts
         *     the money back through the NIP_REVERSAL approval flow (as reverseNipTransfer);
         *     MARK_RESOLVED closes the exception with the reason. Every action is audited. 404 code
         *     `nip_recon_item_not_found`. 409 codes `nip_recon_item_resolved`,
         *     `nip_recon_action_not_allowed` (REVERSE on a line without our transfer, REQUERY on a
         *     MATCHED one).
         */
        post: operations["resolveNipReconItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tills of a branch with their cash position
         * @description The tills of the branches the user may see (`branchId` narrows to one), each with its ledger
         *     balance against its soft and hard limits and its current session, if any.
         */
        get: operations["listTills"];
        put?: never;
        /**
         * Create a till in a branch
         * @description Creates an ACTIVE till with its own postable teller cash GL account (decision 037) and, when
         *     the branch has none yet, the branch's vault with its vault cash GL account. 422 codes:
         *     `till_code_taken`, `till_limits_invalid` (the soft limit must not exceed the hard limit),
         *     `gl_mapping_missing`. 404 code `branch_not_found` (also a branch outside the user's scope).
         */
        post: operations["createTill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tills/tellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tellers a till of the branch may be given to
         * @description The tenant's active users of the branch (home branch or one of their branches) who may open
         *     a till session, by their role or their own permissions; an administrator's `*` grant does
         *     not make a teller. Ordered by full name. 404 `branch_not_found` (also a branch outside the
         *     user's scope, or no branch named for a user without a home branch).
         */
        get: operations["listTillTellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tills/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One till with its cash position
         * @description 404 code `till_not_found` (also a till of a branch outside the user's scope).
         */
        get: operations["getTill"];
        /**
         * Rename a till, change its limits or its status
         * @description A till with an open session cannot be made INACTIVE (409 `till_in_use`). 422
         *     `till_limits_invalid`. 404 `till_not_found`.
         */
        put: operations["updateTill"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The branch vaults and their cash
         * @description One vault per branch that has tills, with the balance of its vault cash GL account. Cash
         *     reaches a vault from the bank's other accounts by a manual journal to that GL account.
         */
        get: operations["listVaults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/denominations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The denominations cash is counted in
         * @description The tenant's denominations, largest first (by default the Naira notes 1000, 500, 200, 100,
         *     50, 20, 10 and 5 and the coins 2, 1 and 0.50). Every count names each denomination by its
         *     `valueKobo`. With them comes what the counter needs to know of the caller: the most one
         *     cash withdrawal pays out before a head teller must approve it, from the tenant's tills
         *     configuration and the caller's roles.
         */
        get: operations["getDenominations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/till-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Till sessions, newest business date first
         * @description A teller (without till.session.assign) sees only their own sessions. `leftOpen` lists the
         *     sessions of an earlier business date that are not yet CLOSED or RECONCILED.
         */
        get: operations["listTillSessions"];
        put?: never;
        /**
         * Give a till to a teller for the processing date
         * @description The head teller assigns an ACTIVE till of their branch to a teller of the same branch for
         *     the tenant's processing date; the session starts ASSIGNED. One session that is not yet
         *     CLOSED per till and per teller: 409 `till_session_already_open` (also when two assignments
         *     race). 404 codes `till_not_found`, `user_not_found`. 422 codes `till_inactive`,
         *     `teller_not_eligible` (the user cannot open a session, or works in another branch).
         */
        post: operations["assignTillSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/till-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One session with its counts, transactions and running cash
         * @description While the session is CLOSING or after, a user without till.session.close sees
         *     `expectedCashKobo` and the running cash only once the closing count is submitted (blind
         *     count). 404 code `till_session_not_found` (also another tenant's, another branch's, or for a
         *     teller another teller's).
         */
        get: operations["getTillSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/till-sessions/{id}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The teller's opening count
         * @description Only the assigned teller opens their session. The count must add up (422
         *     `cash_count_invalid`, `cash_denomination_unknown`); when it equals the till's ledger balance
         *     the session becomes ACTIVE, otherwise it waits OPENED for the head teller to accept the
         *     difference. 409 `till_session_transition_invalid` in any other status.
         */
        post: operations["openTillSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/till-sessions/{id}/accept-opening": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an opening count that differs from the ledger
         * @description The head teller (another user than the teller) accepts the difference: it is posted at once
         *     between the till and the cash variance GL accounts (overage or shortage), so the till's
         *     ledger balance equals the counted cash, and the session becomes ACTIVE. 409
         *     `till_session_transition_invalid`, `approval_maker_cannot_approve`.
         */
        post: operations["acceptTillSessionOpening"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/till-sessions/{id}/start-close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop taking cash and start the closing count
         * @description The teller (or head teller) moves an ACTIVE session to CLOSING; no cash transaction or
         *     movement is taken after. Movements still in transit must be confirmed or cancelled first
         *     (409 `cash_movement_in_transit`).
         */
        post: operations["startTillSessionClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/till-sessions/{id}/closing-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The teller's blind closing count
         * @description The teller submits the count of a CLOSING session without having seen the expected cash.
         *     Equal to it: BALANCED. Otherwise the session is VARIANCE_PENDING and a TILL_VARIANCE
         *     approval request carries the overage or shortage; the head teller's approval posts it to the
         *     cash variance GL accounts and closes the session, a rejection returns it to CLOSING for a
         *     recount (422 `approval_flow_required` without an active TILL_VARIANCE flow). The answer now carries the expected cash and the variance. 422
         *     `cash_count_invalid`, `cash_denomination_unknown`; 409 `till_session_transition_invalid`.
         */
        post: operations["submitTillClosingCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/till-sessions/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a balanced session
         * @description The head teller closes a BALANCED session (CLOSED). A session with a variance closes on the
         *     approval of its TILL_VARIANCE request. 409 `till_session_transition_invalid`.
         */
        post: operations["closeTillSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/till-sessions/{id}/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reconcile a closed session
         * @description The head teller marks a CLOSED session RECONCILED once its cash and postings are checked
         *     against the ledger; the till's ledger balance must equal the session's closing count (409
         *     `till_session_not_reconcilable` otherwise). 409 `till_session_transition_invalid`.
         */
        post: operations["reconcileTillSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/till-sessions/{id}/return-cash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return a reconciled till's cash to the vault
         * @description After the day's close is reconciled the head teller takes the till's cash back into the
         *     branch vault: a DROP movement, confirmed at once by the head teller who receives it, posted
         *     from the till's GL account to the vault's for the till's whole ledger balance, with the
         *     closing count as its denominations. 409 `till_cash_not_returnable` when the session is not
         *     RECONCILED, the till holds no cash or another session of the till is open.
         */
        post: operations["returnTillCash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/till-sessions/{id}/report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The printed report of a till session, as PDF
         * @description A4 report of the session: bank, branch, till, teller and head teller, counts by
         *     denomination, the cash lines, expected cash, variance and who approved it, signature lines
         *     and when it was produced. The teller's copy leaves out what the till should hold until
         *     their closing count is in, as the session does. 404 `till_session_not_found`.
         */
        get: operations["getTillSessionReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a cash deposit into a customer's account
         * @description Moves money: takes an `Idempotency-Key`. Posted at once against the teller's till (its
         *     teller cash GL account, debit) and the customer's deposit account (credit). The
         *     denominations received must add up to the amount (422 `cash_count_invalid`,
         *     `cash_denomination_unknown`). 409 `till_session_not_open` without an ACTIVE session of the
         *     caller. 422 `till_cash_limit_exceeded` when the till's balance would pass its hard limit;
         *     over the soft limit the answer's `softLimitExceeded` asks for a drop to the vault. Other
         *     codes: 404 `account_not_found`, 422 `account_not_creditable`, `idempotency_key_reused`, 409
         *     `idempotency_request_in_progress`.
         */
        post: operations["createCashDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a cash withdrawal from a customer's account
         * @description Moves money: takes an `Idempotency-Key`. Needs an ACTIVE session of the caller (409
         *     `till_session_not_open`) and enough cash in the till (422 `till_cash_insufficient`). Over
         *     the teller's withdrawal limit (by role: 500,000 naira for a teller, 2,000,000 for a head
         *     teller; policies/till-limits.ts) the amount is held on the account and the answer is 202
         *     AWAITING_APPROVAL with the CASH_WITHDRAWAL request; the level-1 approval by another user
         *     posts it (422 `approval_flow_required` when the tenant has no active CASH_WITHDRAWAL
         *     flow). Other codes: 404
         *     `account_not_found`, 422 `account_not_debitable`, `insufficient_funds`,
         *     `cash_count_invalid`, `cash_denomination_unknown`, `idempotency_key_reused`.
         */
        post: operations["createCashWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a loan to repay in cash at the counter
         * @description ACTIVE loans of the caller's branches whose loan number or borrower's deposit account
         *     number is exactly `q`, at most 10, with only what the teller needs at the counter: the
         *     borrower, the next instalment, the arrears and the total outstanding, as of the tenant's
         *     processing date.
         */
        get: operations["findLoansForCashRepayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/loan-repayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a loan repayment in cash at the counter
         * @description Moves money: takes an `Idempotency-Key`. The cash goes into the loan's own deposit account
         *     (posted against the teller's till) and, in the same transaction, repays the loan from it,
         *     allocated as the loan's product says; the answer is the cash transaction (kind
         *     LOAN_REPAYMENT). Needs an ACTIVE session of the caller (409 `till_session_not_open`). Other
         *     codes: 404 `loan_not_found` (also a loan of another branch), 422 `loan_not_active`,
         *     `repayment_exceeds_outstanding`, `till_cash_limit_exceeded`, `cash_count_invalid`,
         *     `cash_denomination_unknown`, `idempotency_key_reused`.
         */
        post: operations["createCashLoanRepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One cash transaction
         * @description 404 code `cash_transaction_not_found` (also another branch's, or for a teller another
         *     teller's).
         */
        get: operations["getCashTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/transactions/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The receipt of a cash transaction, as PDF
         * @description Branch, till, teller, account, amount in figures and in words, denominations and reference,
         *     for printing at the counter. 404 `cash_transaction_not_found`; 409
         *     `cash_transaction_not_posted` before it posts.
         */
        get: operations["getCashReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/transactions/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for the reversal of a posted cash transaction
         * @description The teller gives a reason; a level-1 approval by another user (a head teller) of the
         *     CASH_REVERSAL request, through the approval flows engine, posts a new entry that mirrors the
         *     original; the original is never changed (422 `approval_flow_required` when the tenant has no
         *     active CASH_REVERSAL flow). The answer is 202 with the transaction REVERSAL_PENDING. Only a POSTED transaction
         *     of an ACTIVE session of the same till is reversible (409 `cash_transaction_not_reversible`).
         */
        post: operations["reverseCashTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cash movements between vault and tills
         * @description Newest first; `status` IN_TRANSIT gives the movements waiting for their confirmation.
         */
        get: operations["listCashMovements"];
        put?: never;
        /**
         * Send cash from the vault to a till (pickup) or from a till to the vault (drop)
         * @description Moves money: takes an `Idempotency-Key`. The head teller sends; the movement is IN_TRANSIT
         *     and nothing is posted until the till's teller confirms it. PICKUP needs till.cash.pickup and
         *     enough cash in the vault (422 `vault_cash_insufficient`); DROP needs till.cash.drop and
         *     enough cash in the till (422 `till_cash_insufficient`). The till needs an ACTIVE session
         *     (409 `till_session_not_open`). 422 `cash_count_invalid`, `cash_denomination_unknown`; 404
         *     `till_not_found`.
         */
        post: operations["createCashMovement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/movements/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a cash movement in transit
         * @description The teller of the till's ACTIVE session confirms receipt (PICKUP) or hand-over (DROP); only
         *     then is the movement posted between the vault and the till GL accounts. 409
         *     `cash_movement_not_in_transit`, `till_session_not_open`; 404 `cash_movement_not_found`.
         *     The teller counts the cash by denomination as it changes hands; a count whose total differs
         *     from the amount sent is refused (422 `cash_movement_count_differs`) and nothing is posted:
         *     the teller counts again, or the head teller calls the movement back.
         */
        post: operations["confirmCashMovement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/movements/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a cash movement in transit
         * @description Nothing was posted, so nothing is reversed. 409 `cash_movement_not_in_transit`; 404
         *     `cash_movement_not_found`.
         */
        post: operations["cancelCashMovement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tellers' cash position of a branch for a business date
         * @description Per till: opening cash, deposits, withdrawals, pickups, drops, expected cash and ledger
         *     balance against the limits, and the vault's balance. 404 `branch_not_found`.
         */
        get: operations["getCashPosition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash/position.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tellers' cash position as CSV
         * @description The same rows as getCashPosition, amounts in naira with two decimals. 404
         *     `branch_not_found`.
         */
        get: operations["exportCashPositionCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/expenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List expenses
         * @description Newest invoice date first, with the totals of every expense the filter matches (not only
         *     the page's). `payee` matches part of the payee's name, any case; `from` and `to` bound the
         *     invoice date.
         */
        get: operations["listExpenses"];
        put?: never;
        /**
         * Record an expense for approval
         * @description Works out VAT (7.5 % on top of the amount, when the supplier charges it) and withholding
         *     tax (by payee type and kind of supply, on the amount before VAT), keeps the invoice file,
         *     and sends the expense to the EXPENSE approval flow: it answers PENDING and posts nothing
         *     until its final approval. An amount no band of the flow covers is posted at once
         *     (POSTED). The GL accounts and the branch are named by code. 422 codes:
         *     `expense_gl_account_not_found`, `expense_gl_account_not_expense`,
         *     `expense_paid_from_not_found`, `expense_paid_from_not_cash`, `expense_gl_account_is_header`,
         *     `expense_branch_not_found`, `expense_amount_invalid`, `expense_supply_not_for_payee_type`,
         *     `expense_invoice_date_invalid`, `gl_mapping_missing`. 413 code `expense_invoice_too_large`,
         *     415 code `expense_invoice_type_not_allowed`. Older servers wrap the created expense in
         *     `{ expense }`; clients accept both.
         */
        post: operations["createExpense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/expenses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an expense with its figures, approval trail and entry
         * @description 404 code `expense_not_found` (an expense of another tenant too).
         */
        get: operations["getExpense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/expenses/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice file of an expense
         * @description The bytes as uploaded, with their type, `Content-Disposition: inline`, `nosniff`, no
         *     caching and a content security policy that sandboxes the file. 404 codes:
         *     `expense_not_found`, `expense_invoice_not_found`.
         */
        get: operations["getExpenseInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/expenses/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record up to 5,000 expenses at once
         * @description Each row (an item, or a data row of the file) is checked as the single create checks it;
         *     `errors[]` name the row and the field. `mode` says whether a refused row stops the others,
         *     `dryRun` checks without writing. 413 code: `bulk_file_too_large`. 422 codes:
         *     `bulk_rows_missing`, `bulk_too_many_rows`, `bulk_file_unreadable`, `bulk_headings_wrong`,
         *     `bulk_encoding_invalid`.
         */
        post: operations["bulkCreateExpenses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/expenses/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the level a pending expense waits for
         * @description Approves the expense's approval request at the level it waits for, as the caller, by the
         *     same rules as the approvals inbox (never its maker, never one person for two levels, the
         *     level's roles or permissions). The final level posts one journal entry once: debit the
         *     expense account with amount + VAT, credit the paid-from account with what is paid and the
         *     WITHHOLDING_TAX event's credit account with the WHT. Moves money: takes an
         *     `Idempotency-Key`. 403 codes: `approval_maker_cannot_approve`,
         *     `approval_already_approved_by_you`, `approval_approver_not_eligible`,
         *     `approval_approver_wrong_branch`. 404 code `expense_not_found`. 409 codes:
         *     `expense_not_pending`, `approval_request_not_pending`, `approval_request_expired`,
         *     `idempotency_request_in_progress`. 422 code `idempotency_key_reused` and the ledger's
         *     refusals.
         */
        post: operations["approveExpense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/budgets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List budget lines of a financial year
         * @description The budget lines of one financial year (the calendar year, January to December), by GL
         *     account code, branch and month, with the codes and names of their account and branch.
         *     `branchCode` keeps one branch's lines; `wholeBank=true` keeps the lines of the whole bank
         *     (no branch); without either, every line of the year. 422 code: `budget_branch_not_found`.
         */
        get: operations["listBudgets"];
        put?: never;
        /**
         * Create a budget line for a GL account, branch and month
         * @description One line per financial year, branch (absent: the whole bank), GL account and month: 409
         *     `budget_exists`. The account is named by its code and must be an income or expense account
         *     that takes postings. 422 codes: `gl_account_not_found`, `gl_account_is_header`,
         *     `gl_account_not_budgetable`, `budget_branch_not_found`. Older servers wrap the created
         *     budget in `{ budget }`; clients accept both.
         */
        post: operations["createBudget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/budgets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a budget line
         * @description A budget is a plan, not a posting: its line may go; the audit log keeps what it was. 404
         *     code: `budget_not_found`.
         */
        delete: operations["deleteBudget"];
        options?: never;
        head?: never;
        /**
         * Change the amount or note of a budget line
         * @description The line keeps its year, branch, account and month; to move it, delete it and create
         *     another. 404 code: `budget_not_found`.
         */
        patch: operations["updateBudget"];
        trace?: never;
    };
    "/finance/budgets/actuals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Budget against actual for a financial year, by GL account and period
         * @description For each income and expense account with a budget line or a posting in the year: per period
         *     (12 months, 4 quarters or the year) its budget, its actual, the variance (actual − budget),
         *     the variance in percent of the budget (null when the budget is 0) and whether it is
         *     favourable (an expense at or under its budget, an income at or over it); then the totals
         *     of income, of expense and the net (income − expense). Actuals come from the ledger by
         *     posting date: an expense account's net debits, an income account's net credits. With
         *     `branchCode`, the branch's own budget lines against the postings that carry that branch;
         *     without, the whole bank's budget lines against every posting. 422 code:
         *     `budget_branch_not_found`.
         */
        get: operations["getBudgetActuals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/budgets/actuals/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Budget against actual as a CSV or XLSX file
         * @description The same figures as `getBudgetActuals`, one row per account and period, then the totals of
         *     income, expense and the net: headings in words, amounts in naira with two decimals (numbers
         *     in the XLSX), the variance in percent (blank when the budget is 0) and "Favourable" or
         *     "Unfavourable". 422 code: `budget_branch_not_found`.
         */
        get: operations["exportBudgetActuals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/budgets/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 5,000 budget lines at once
         * @description Each row (an item, or a data row of the file) is checked as the single create checks it;
         *     `errors[]` name the row and the field. `mode` says whether a refused row stops the others,
         *     `dryRun` checks without writing. 413 code: `bulk_file_too_large`. 422 codes:
         *     `bulk_rows_missing`, `bulk_too_many_rows`, `bulk_file_unreadable`, `bulk_headings_wrong`,
         *     `bulk_encoding_invalid`.
         */
        post: operations["bulkCreateBudgets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fixed assets with the register's totals
         * @description The register, filtered by status, category and branch, with the totals of the assets
         *     listed that are not disposed (cost, accumulated depreciation, net book value), as the
         *     GL's control accounts hold them. At most 5,000 assets.
         */
        get: operations["listAssets"];
        put?: never;
        /**
         * Register a fixed asset and post its acquisition
         * @description Registers the asset and posts its acquisition in the same transaction: debit the asset's
         *     cost account, credit the account it was paid from. GL accounts are named by code; the
         *     cost, accumulated depreciation and depreciation expense accounts default from the GL map
         *     (ASSET_ACQUISITION and DEPRECIATION). The tag is unique per tenant, so a retry of the same
         *     registration is refused rather than posted twice. 404 code: `branch_not_found`. 409 code:
         *     `asset_tag_taken`. 422 codes: `salvage_value_exceeds_cost`, `asset_dates_out_of_order`,
         *     `gl_account_not_found`, `gl_account_is_header`, `gl_account_inactive`,
         *     `asset_gl_account_wrong_type`, `gl_mapping_missing`, `depreciation_terms_invalid` (the schedule cannot be
         *     drawn from the terms, each field with its code as the depreciation preview names it).
         */
        post: operations["createAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/assets/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register up to 5,000 fixed assets at once
         * @description Each row (an item, or a data row of the file) is checked as the single create checks it;
         *     `errors[]` name the row and the field. `mode` says whether a refused row stops the others,
         *     `dryRun` checks without writing. 413 code: `bulk_file_too_large`. 422 codes:
         *     `bulk_rows_missing`, `bulk_too_many_rows`, `bulk_file_unreadable`, `bulk_headings_wrong`,
         *     `bulk_encoding_invalid`.
         */
        post: operations["bulkCreateAssets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/assets/depreciation-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compute a depreciation schedule without registering anything
         * @description The rows an asset with these terms would depreciate by, each dated, in kobo, the last
         *     landing exactly on the salvage value. Nothing is stored. 422 `depreciation_terms_invalid`
         *     lists every field that keeps the schedule from being computed, each with its own code
         *     (`depreciation_cost_invalid`, `depreciation_salvage_invalid`, `depreciation_count_invalid`,
         *     `depreciation_frequency_invalid`, `depreciation_date_invalid`,
         *     `depreciation_start_before_available`, `depreciation_rate_required`,
         *     `depreciation_rate_invalid`).
         */
        post: operations["previewDepreciation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/capital": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bank's capital over a period
         * @description Each equity account (not the headers) with its balance at the start of the period, its
         *     debits and credits in the period and its balance at the end, balances credit-positive as
         *     equity reads; the newest entries that moved them in the period (at most 100,
         *     `movementsTruncated` when there were more); and the manual journals waiting for approval
         *     that credit an equity account (capital injections not posted yet). Dates are posting
         *     dates; `from` defaults to the first day of the processing date's year, `to` to the
         *     processing date. 422 code: `capital_period_invalid`.
         */
        get: operations["getCapital"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/assets/depreciation-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Depreciate every asset due up to a date, in the background
         * @description Starts a run that posts every schedule row due up to `upTo` of every active asset, in
         *     batches of assets, each batch its own transaction; a row already posted is never posted
         *     again. One run at a time per tenant. 409 code: `depreciation_run_in_progress`. 422 code:
         *     `depreciation_date_after_processing_date`.
         */
        post: operations["createDepreciationRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/assets/depreciation-runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A depreciation run and its progress
         * @description 404 code `depreciation_run_not_found`.
         */
        get: operations["getDepreciationRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/assets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A fixed asset with its schedule and its entries
         * @description The asset, its depreciation schedule with the rows already posted marked by their entry,
         *     and the entries of its acquisition, depreciation and disposal. 404 code: `asset_not_found`.
         */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/assets/{id}/depreciate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post the asset's depreciation due up to a date
         * @description Moves money: takes an `Idempotency-Key`. Posts each schedule row dated on or before `upTo`
         *     (the processing date when absent) that is not posted yet, one entry per row (debit the
         *     asset's depreciation expense account, credit its accumulated depreciation account). A row
         *     is posted once whatever the retries: a second call posts nothing. 404 code:
         *     `asset_not_found`. 422 codes: `asset_not_depreciable`,
         *     `depreciation_date_after_processing_date`, `idempotency_key_reused`. 409 code:
         *     `idempotency_request_in_progress`.
         */
        post: operations["depreciateAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/assets/{id}/dispose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sell or write off a fixed asset
         * @description Moves money: takes an `Idempotency-Key`. Posts the depreciation due up to `date` first,
         *     then one entry: debit accumulated depreciation, debit the proceeds account (a sale), credit
         *     the cost, and the difference to the GL map's DISPOSAL accounts (a loss debits its debit
         *     account, a gain credits its credit account). The asset ends DISPOSED with its figures
         *     kept. 404 code: `asset_not_found`. 422 codes: `asset_not_disposable`,
         *     `disposal_date_invalid`, `disposal_proceeds_invalid`, `gl_account_not_found`,
         *     `gl_account_is_header`, `gl_account_inactive`, `asset_gl_account_wrong_type`,
         *     `gl_mapping_missing`, `idempotency_key_reused`. 409 code: `idempotency_request_in_progress`.
         */
        post: operations["disposeAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List term deposit products
         * @description Active and retired term deposit products, by code, each with its rate chart.
         */
        get: operations["listTermDepositProducts"];
        put?: never;
        /**
         * Create a term deposit product
         * @description 409 `term_product_code_taken`. 422 `term_product_invalid` with each field's own code (tenors
         *     or amounts out of order, a compounding period other than 1, 3, 6 or 12 months, compound
         *     interest without its period, a periodic payout on compound interest or without its period, a
         *     penalty without its percent or rate, rates with more than 4 decimals, rate chart rows outside
         *     the product's limits or overlapping, an instruction list without PAY_OUT). A product's terms
         *     apply to new bookings only: a deposit copies them when it is booked.
         */
        post: operations["createTermDepositProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a term deposit product
         * @description 404 `term_product_not_found`.
         */
        get: operations["getTermDepositProduct"];
        /**
         * Change a term deposit product
         * @description Changes the terms new bookings get (the rate chart, limits, status); deposits already booked
         *     keep the terms they were booked with. 404 `term_product_not_found`; 409
         *     `term_product_version_conflict`; 422 as for creation.
         */
        put: operations["updateTermDepositProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Work out a term deposit's maturity figures without booking anything
         * @description The figures the terms give: maturity date, interest, withholding tax, gross and net maturity
         *     amounts. Nothing is stored. 422 `term_deposit_terms_invalid` with each field's own code:
         *     `compounding_period_invalid` (COMPOUND with a period other than 1, 3, 6 or 12 months),
         *     `interest_rate_invalid` (more than 4 decimals), `term_deposit_tenure_invalid` (both tenures
         *     or neither), `term_deposit_tenure_out_of_range`, `term_deposit_principal_invalid`,
         *     `term_deposit_interest_type_invalid`, `term_deposit_days_in_year_invalid`,
         *     `term_deposit_date_invalid`, `term_deposit_tax_rate_invalid` (above 100 percent). A
         *     compounding period longer than the tenure is one period ending at maturity.
         */
        post: operations["previewTermDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List term deposits with the portfolio's totals and maturity profile
         * @description Filtered by status, product, branch, customer and maturity date; newest first, paged. The
         *     totals and the maturity profile are of every deposit the filters match, not only the page. A
         *     user who works in some branches only sees the deposits of their customers there.
         */
        get: operations["listTermDeposits"];
        put?: never;
        /**
         * Book a term deposit
         * @description Moves money: takes an `Idempotency-Key`. Funds the deposit from the customer's account
         *     through the ledger, or by cash at the teller's open till session, at the rate the product's
         *     chart gives for the amount and tenor. When an approval flow holds the amount, the deposit
         *     waits PENDING_APPROVAL (202) with the funds held on the account; otherwise it is ACTIVE
         *     (201). 404 `term_product_not_found`, `account_not_found`, `till_session_not_found`. 422
         *     `term_deposit_tenor_outside_product`, `term_deposit_amount_outside_product`,
         *     `term_deposit_amount_outside_bands`, `term_product_inactive`,
         *     `maturity_instruction_not_allowed`, `account_not_active`, `insufficient_funds`,
         *     `till_session_not_open`.
         */
        post: operations["bookTermDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a term deposit
         * @description With its maturity figures, the interest accrued to date, its lien, and the history of its
         *     transitions. 404 `term_deposit_not_found` (also for a deposit of a branch the user does not
         *     work in).
         */
        get: operations["getTermDeposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deposit's certificate as PDF
         * @description The bank's name, the depositor, the amount in figures and words, the rate, tenor, maturity
         *     date and the maturity amount, net of tax. 404 `term_deposit_not_found`; 409
         *     `term_deposit_not_certifiable` for a deposit not funded.
         */
        get: operations["getTermDepositCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits/{id}/liquidation-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an early liquidation would pay today
         * @description The interest earned to the processing date, the product's penalty, the tax and the payout.
         *     Nothing is stored. 404 `term_deposit_not_found`; 409 `term_deposit_not_liquidatable`.
         */
        get: operations["quoteTermDepositLiquidation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits/{id}/liquidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Liquidate a term deposit before maturity
         * @description Moves money: takes an `Idempotency-Key`. Pays the principal and the interest after the
         *     product's penalty, net of tax, to the deposit's account, on the processing date. When an
         *     approval flow holds it, the deposit waits LIQUIDATION_PENDING (202). 404
         *     `term_deposit_not_found`; 409 `term_deposit_not_liquidatable`, `term_deposit_under_lien`.
         */
        post: operations["liquidateTermDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits/{id}/maturity-instruction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change what happens at maturity
         * @description 404 `term_deposit_not_found`; 409 `term_deposit_not_active`; 422
         *     `maturity_instruction_not_allowed` (the product does not offer it).
         */
        put: operations["setTermDepositInstruction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits/{id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay out or roll over a matured deposit
         * @description Moves money: takes an `Idempotency-Key`. For a deposit that matured and was held (its lien
         *     was in place at maturity): pays it out to its account or rolls it over at the rate of the
         *     day. 404 `term_deposit_not_found`; 409 `term_deposit_not_matured`,
         *     `term_deposit_under_lien`; 422 `maturity_instruction_not_allowed`.
         */
        post: operations["settleTermDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits/{id}/lien": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold a deposit as a loan's collateral
         * @description A deposit under lien cannot be liquidated or paid out; a rollover carries the lien to the
         *     new deposit. 404 `term_deposit_not_found`, `loan_not_found`; 409 `term_deposit_under_lien`,
         *     `term_deposit_not_active`.
         */
        post: operations["placeTermDepositLien"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits/{id}/lien/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a deposit's lien
         * @description 404 `term_deposit_not_found`; 409 `term_deposit_not_under_lien`.
         */
        post: operations["releaseTermDepositLien"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/term-deposits/accruals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accrue interest and mature deposits up to a date
         * @description For every active deposit: the interest accrued each day up to `upTo` (never past the
         *     processing date), posted once per deposit and day whatever reruns meet; then each deposit
         *     whose maturity date has come matures and its instruction is carried out. The background work
         *     does the same each day for the processing date. 422 `accrual_date_invalid`.
         */
        post: operations["runTermDepositAccruals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the branches within the caller's branch scope
         * @description The shell's branch selector reads this for every user, so it needs no permission; the
         *     server answers only the branches in the caller's scope (all of them for a user without a
         *     branch restriction). A bare list, not a page.
         */
        get: operations["listBranches"];
        put?: never;
        /**
         * Open a branch
         * @description The code is unique in the tenant (409 `branch_code_taken`). A new branch lies outside
         *     every branch scope, so only a bank-wide caller may open one (403 `branch_out_of_scope`).
         *     The branch starts ACTIVE.
         */
        post: operations["createBranch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/branches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a branch or change its status
         * @description The code cannot change. A branch outside the caller's branch scope answers 404
         *     `branch_not_found`, as one that does not exist. Setting the status INACTIVE closes the
         *     branch: a branch with an active till or an open teller's day answers 409
         *     `branch_has_open_tills`, one with deposit accounts not closed 409
         *     `branch_has_open_accounts`, and nothing changes. ACTIVE reopens it.
         */
        put: operations["updateBranch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one configuration entry
         * @description Needs no permission: the forms config drives every form and the license config holds no
         *     secret (the license key is a signed, public token). An entry never saved answers its
         *     default value with `updatedAt` and `updatedBy` null.
         */
        get: operations["getConfig"];
        put?: never;
        /**
         * Replace one configuration entry
         * @description The value must be of the key's kind (422 `config_value_does_not_match_key`). Saving the
         *     license key verifies its signature and tenant (422 `license_key_invalid`,
         *     `license_key_for_other_tenant`); a lapsed license may be saved and reads as EXPIRED. The
         *     `license` answer of `getLicense` follows the saved key at once. Every form rule's
         *     `pattern` must be a valid regular expression (422 `form_rule_pattern_invalid`), and form
         *     rules may only tighten the server's limits (422 `form_rule_contradicts_server`,
         *     `form_rule_unknown_field`, `form_rule_unknown_form`; see FormsConfigValue). The `tills`
         *     entry takes unique positive whole-kobo denominations (at most 30) and withdrawal limits in
         *     whole kobo from 0 to the amount cap for known role keys (422 `tills_config_invalid`). The
         *     `eod` entry takes dormancy months from 1 to 120 (422 `eod_config_invalid`).
         */
        post: operations["saveConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search staff users
         * @description Ordered by username. `q` matches the username, full name or email, case-insensitively. An
         *     administrator limited to some branches sees only the users whose home branch is among
         *     them.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a staff user with a one-time temporary password
         * @description The user must change the temporary password at first sign-in. The answer is the only time
         *     the temporary password is shown. 409 code: `username_taken`. 422 codes: `role_not_found`,
         *     `role_not_assignable` (only SUPER_ADMIN grants SUPER_ADMIN), `unknown_branch`,
         *     `branch_required_for_role` (a branch-bound role such as BRANCH_TELLER needs a home
         *     branch), `permission_not_grantable` (a granted permission is not an optional permission
         *     of the user's roles). An administrator limited to some branches may only create users within them
         *     (403 `branch_out_of_scope`).
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one staff user
         * @description 404 `user_not_found`, also for a user whose home branch lies outside the caller's branch
         *     scope.
         */
        get: operations["getUser"];
        /**
         * Replace a staff user's profile, roles and branch scope
         * @description The username cannot change. 404 `user_not_found`. 422 codes: `role_not_found`,
         *     `role_not_assignable`, `unknown_branch`, `branch_required_for_role`,
         *     `permission_not_grantable`, `cannot_remove_own_admin_role`. 403 `branch_out_of_scope` when the user or the new
         *     assignment reaches beyond the caller's branch scope, `super_admin_only` when a user
         *     holding SUPER_ADMIN is changed by someone who does not hold it.
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a staff user and revoke their sessions at once
         * @description 422 code `cannot_disable_self`. Disabling a DISABLED user answers it unchanged. 404
         *     `user_not_found`; 403 `branch_out_of_scope`, `super_admin_only` as for `updateUser`.
         */
        post: operations["disableUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled staff user
         * @description Enabling an ACTIVE user answers it unchanged. 404 `user_not_found`; 403
         *     `branch_out_of_scope`, `super_admin_only` as for `updateUser`.
         */
        post: operations["enableUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a staff user a new one-time temporary password
         * @description Revokes the user's sessions and sets `mustChangePassword`. The answer is the only time the
         *     temporary password is shown. 404 `user_not_found`; 403 `branch_out_of_scope`,
         *     `super_admin_only` as for `updateUser`.
         */
        post: operations["resetUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the role catalogue
         * @description The Roles page and the user form both read it, hence either permission.
         */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the audit log
         * @description Newest first. Every state change is in it, successful or not, and so is every refused
         *     call (401, 403, 429) and every sign-in. The log is append-only: nothing can change or
         *     remove an event, not even through the database. `from` and `to` take a date-time or a
         *     calendar date; a date means the whole of that day in UTC, so `from=2026-03-01&to=2026-03-01`
         *     is one day. A successful change names the kind and id of the record it touched and what
         *     it changed, field by field (before and after); secrets show as `[hidden]`.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eod/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What stands in the way of a close of business today
         * @description The checks a close of business makes before it starts, as of the tenant's processing date:
         *     till sessions still open, approval requests still pending, NIP transfers not final. Each
         *     check is BLOCKING or WARNING by the tenant's `eod` configuration and lists its items (at
         *     most 50 each, with the full count).
         */
        get: operations["getEodChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eod/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past and current closes of business, newest first */
        get: operations["listEodRuns"];
        put?: never;
        /**
         * Start the close of business for the processing date
         * @description Runs the checks, then (if none blocks, and the caller acknowledged the warnings) starts a
         *     run for the tenant's processing date and answers 202 at once: the steps run in the
         *     background, claimed in batches by every API process, and `getEodRun` shows their progress.
         *     At the end the processing date moves to the next day. 409 `eod_run_in_progress` while another
         *     run of the tenant is RUNNING or FAILED (resume that one instead). 422 `eod_checks_blocking`
         *     (the blocking checks are in `errors`), `eod_warnings_not_acknowledged`.
         */
        post: operations["startEodRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eod/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One close of business with the progress of each step */
        get: operations["getEodRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eod/runs/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a failed close of business from the step that failed
         * @description The steps already done are not run again, and within the failed step the batches already
         *     done are kept: nothing is posted twice. 404 `eod_run_not_found`; 409 `eod_run_not_failed`.
         */
        post: operations["resumeEodRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reports the caller may run
         * @description The catalogue, filtered to the reports the caller's permissions allow: each with its group,
         *     the parameters it takes and the chart that suits it.
         */
        get: operations["listReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Run one report
         * @description Reads only. Answers `{ columns, rows, totals }` (one page of rows; the totals are of every
         *     row), or with `format=csv|xlsx|pdf` the whole report as a file (attachment). A range longer
         *     than the report allows, or more rows than a file may hold, is 422
         *     `report_range_too_long` / `report_too_large`; an unknown branch, product or officer is 422
         *     `report_parameter_unknown`; an unknown key 404 `report_not_found`; a report the caller's
         *     permissions do not cover 403 `permission_denied`.
         */
        get: operations["runReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/tiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard tiles for the signed-in user
         * @description The tiles the caller's roles, permissions and licensed features give them, in the order the
         *     dashboard shows them; each tile's figures are read with `getDashboardTile`, so one tile that
         *     fails does not stop the others.
         */
        get: operations["listDashboardTiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/tiles/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One dashboard tile's figures
         * @description As of now and the processing date, for the active branch when one is given. 404
         *     `dashboard_tile_not_found` for a key the caller has no such tile for.
         */
        get: operations["getDashboardTile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messaging/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's mail server (SMTP) settings
         * @description The password is never answered, only whether one is set. A tenant that never saved its
         *     settings answers `configured: false` and `enabled: false`: nothing is sent by email.
         */
        get: operations["getEmailSettings"];
        /**
         * Save the tenant's mail server (SMTP) settings
         * @description `password` left out keeps the one saved; given, it replaces it; `null` clears it. The host
         *     must be a host name or address (400 field `body.host`), the sender a mail address (400
         *     field `body.fromAddress`).
         */
        put: operations["saveEmailSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messaging/email/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test message with the saved mail server settings
         * @description Sends one message now (not through the queue), waiting at most 10 seconds for the server,
         *     and says in words what happened. A server that refuses or does not answer is a result
         *     (`ok: false`), not an error. 409 code `email_not_configured`.
         */
        post: operations["testEmailSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messaging/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's SMS webhook settings
         * @description The shared secret is never answered, only whether one is set. A tenant that never saved
         *     its settings answers `configured: false` and `enabled: false`: nothing is sent by SMS.
         */
        get: operations["getSmsSettings"];
        /**
         * Save the tenant's SMS webhook settings
         * @description `sharedSecret` left out keeps the one saved; given, it replaces it. The URL must be an
         *     http or https address (400 field `body.url`); header names must be tokens and not `Host`,
         *     `Content-Length` or `X-Kobo-Signature` (400 field `body.headers.N.name`); the body
         *     template must be JSON once `{{to}}` and `{{text}}` are filled in, and use both (400 field
         *     `body.bodyTemplate`).
         */
        put: operations["saveSmsSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messaging/sms/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test SMS through the saved webhook
         * @description Calls the webhook once now (not through the queue), waiting at most 10 seconds, and says
         *     in words what happened; a webhook answering other than 2xx is `ok: false` with its status.
         *     409 code `sms_not_configured`.
         */
        post: operations["testSmsSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messaging/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's message templates, one per kind
         * @description Every kind, in a fixed order: the tenant's saved template, else the default one
         *     (`isDefault: true`). `placeholders` lists what the kind's subject and body may use.
         */
        get: operations["listMessageTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messaging/templates/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the tenant's template for one kind of message
         * @description 422 code `message_template_placeholder_unknown` names each placeholder the kind does not
         *     have (one field error each, on `body.subject` or `body.body`); nothing is stored. With SMS
         *     among the channels the body may hold at most 480 characters (400 field `body.body`); with
         *     email the subject must not be empty (400 field `body.subject`).
         */
        put: operations["saveMessageTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messaging/templates/{kind}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a template with sample values
         * @description Renders the subject and body given (nothing is stored) with the kind's sample values, as a
         *     message would read; amounts in naira. The same refusals as saving.
         */
        post: operations["previewMessageTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messaging/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's queued and sent messages
         * @description Newest first. Every filter given must match.
         */
        get: operations["listOutboxMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messaging/outbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One message, with every failed attempt
         * @description 404 code `message_not_found`.
         */
        get: operations["getOutboxMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messaging/outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed message again
         * @description A FAILED message goes back to the queue with its attempts reset, due now. 409 code
         *     `message_not_failed` for any other; 404 `message_not_found`.
         */
        post: operations["retryOutboxMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit events of a search, as CSV
         * @description The same filters as `listAuditEvents`, every matching event newest first, one a row, with
         *     its changes as JSON. At most 50,000 events: more answers 422 `audit_export_too_large`
         *     (narrow the search). Times are ISO 8601 UTC, as CSV files keep them.
         */
        get: operations["exportAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-log/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The actions the audit log can name
         * @description Every operation of this contract with its summary, which the console shows as the
         *     action's words, ordered by those words.
         */
        get: operations["listAuditActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statecharts/{chart}/records/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A record's state on its chart and its history of transitions
         * @description The record's stored status, the chart's state for it and every move between statuses
         *     since it was created, oldest first; the first entry is its creation. `chart` names the
         *     chart's file (`loan`, `till-session`, `nip-transfer`, `credit-application`,
         *     `term-deposit`, `expense`, `asset`, `approval-request`); a NIP transfer may also be named
         *     by its reference. An unknown chart answers 404 `statechart_not_found`; an unknown record,
         *     or another tenant's, 404 `statechart_record_not_found`.
         */
        get: operations["getStatechartRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An opaque identifier. */
        Id: string;
        /** @description A short upper-case code chosen by the tenant (product, charge, loan product). */
        Code: string;
        /**
         * Format: int64
         * @description A non-negative amount in kobo (1 naira = 100 kobo), at most 100000000000000 kobo (one
         *     trillion naira) - the bound of a single amount.
         */
        AmountKobo: number;
        /**
         * Format: int64
         * @description A positive amount in kobo, at most 100000000000000 kobo (one trillion naira).
         */
        PositiveAmountKobo: number;
        /**
         * Format: int64
         * @description A signed balance in kobo, bounded by 9000000000000000 kobo (ninety trillion naira) either
         *     way, inside JavaScript's safe integer range. For GL accounts the sign is debit-positive;
         *     for deposit accounts a negative balance is an overdraft.
         */
        SignedAmountKobo: number;
        /** @description A yearly rate in basis points (100 bps = 1 %), at most 10000 (100 %). */
        RateBps: number;
        /** @description A calendar (financial) year. */
        Year: number;
        /**
         * @description Whether a configuration record may be used for new business.
         * @enum {string}
         */
        ActiveStatus: "ACTIVE" | "INACTIVE";
        /** @description A role key of the role catalogue, upper-case with underscores. */
        RoleKey: string;
        /**
         * Phone number
         * @description A Nigerian mobile number, local (080...) or international (+23480...).
         */
        PhoneNumber: string;
        /**
         * Email address
         * Format: email
         */
        Email: string;
        /** @description Bank Verification Number, 11 digits. */
        Bvn: string;
        /** @description National Identification Number, 11 digits. */
        Nin: string;
        /** @description A ten-digit NUBAN account number. */
        AccountNumber: string;
        /**
         * @description A permission of the vocabulary in policies/permissions.ts.
         * @enum {string}
         */
        Permission: "customer.view" | "customer.create" | "customer.update" | "customer.dispute.manage" | "customer.dispute.escalate" | "customer.dispute.resolve" | "account.view" | "account.create" | "account.update" | "product.view" | "product.manage" | "txn.view.own" | "txn.view.branch" | "txn.view.all" | "txn.create.deposit" | "txn.create.withdrawal" | "txn.create.transfer" | "txn.post" | "txn.reversal.request" | "txn.reversal.approve" | "txn.approve.level1" | "txn.approve.level2" | "limits.manage" | "limits.override" | "till.session.view" | "till.session.open" | "till.session.assign" | "till.session.close" | "till.session.reconcile" | "till.cash.manage" | "till.cash.pickup" | "till.cash.drop" | "loan.view" | "loan.create" | "loan.update" | "loan.manage" | "loan.approve.level1" | "loan.approve.level2" | "credit.analysis.manage" | "term.deposits.view" | "term.deposits.manage" | "treasury.deal.manage" | "gl.view" | "gl.coa.manage" | "gl.map.manage" | "gl.journal.create" | "gl.journal.post" | "gl.journal.approve" | "gl.period.close" | "finance.budget.manage" | "finance.asset.manage" | "report.view.branch" | "report.view.mis" | "report.view.regulatory" | "report.view.audit" | "reports.dynamic.view" | "reports.dynamic.manage" | "audit.log.view" | "risk.view" | "risk.limits.manage" | "compliance.aml.review" | "compliance.kyc.review" | "branch.manage" | "staff.manage" | "eod.run" | "admin.user.manage" | "admin.user.support" | "role.manage" | "config.system.view" | "config.system.manage" | "config.product.manage" | "config.feature.manage" | "config.integration.manage" | "config.reference.manage" | "config.approval.view" | "config.approval.manage" | "incident.manage" | "system.logs.view" | "campaign.manage" | "segment.manage" | "hr.staff.manage" | "license.issue";
        /**
         * @description A permission as granted to a user or role: a permission of the vocabulary, or the
         *     wildcard `*` / `all` that stands for every permission (SUPER_ADMIN).
         */
        GrantedPermission: string;
        /** @description The one error shape of every 4xx and 5xx answer. */
        Error: {
            /** @description The HTTP status, repeated for clients that only see the body. */
            status: number;
            /**
             * @description A stable snake_case sentence naming the problem, e.g. `insufficient_funds`. The list is the server's registry of codes; each has one HTTP status, given in the operations' descriptions.
             * @enum {string}
             */
            code: "validation_failed" | "body_not_json" | "bad_request" | "body_too_large" | "unsupported_media_type" | "route_not_found" | "not_implemented" | "internal_error" | "headers_too_large" | "bulk_rows_missing" | "bulk_too_many_rows" | "bulk_file_too_large" | "bulk_file_unreadable" | "bulk_encoding_invalid" | "bulk_headings_wrong" | "url_too_long" | "request_timeout" | "precondition_failed" | "range_not_satisfiable" | "expectation_not_supported" | "server_shutting_down" | "token_missing" | "token_invalid" | "token_expired" | "token_revoked" | "user_disabled" | "invalid_credentials" | "too_many_login_attempts" | "tenant_mismatch" | "password_change_required" | "permission_denied" | "feature_not_licensed" | "branch_out_of_scope" | "super_admin_only" | "current_password_wrong" | "password_rejected" | "idempotency_key_reused" | "idempotency_request_in_progress" | "user_not_found" | "username_taken" | "role_not_found" | "role_not_assignable" | "permission_not_grantable" | "branch_required_for_role" | "cannot_remove_own_admin_role" | "cannot_disable_self" | "branch_not_found" | "branch_code_taken" | "unknown_branch" | "budget_exists" | "budget_not_found" | "budget_branch_not_found" | "gl_account_not_budgetable" | "config_value_does_not_match_key" | "form_rule_pattern_invalid" | "tills_config_invalid" | "license_key_invalid" | "license_key_for_other_tenant" | "customer_not_found" | "customer_not_active" | "customer_too_young" | "kyc_tier_requires_nin" | "bvn_already_registered" | "rc_number_already_registered" | "document_type_not_allowed" | "document_too_large" | "expense_not_found" | "expense_not_pending" | "expense_gl_account_not_found" | "expense_gl_account_not_expense" | "expense_gl_account_is_header" | "expense_paid_from_not_found" | "expense_paid_from_not_cash" | "expense_branch_not_found" | "expense_amount_invalid" | "expense_supply_not_for_payee_type" | "expense_invoice_date_invalid" | "expense_invoice_too_large" | "expense_invoice_type_not_allowed" | "expense_invoice_not_found" | "document_id_details_required" | "document_dates_invalid" | "document_expired" | "document_limit_reached" | "document_not_found" | "mandate_rule_invalid" | "mandate_signature_not_found" | "gl_account_not_found" | "gl_account_is_header" | "gl_account_inactive" | "gl_code_taken" | "name_blank" | "parent_not_found" | "parent_not_header" | "parent_type_mismatch" | "debit_and_credit_account_same" | "gl_mapping_in_use" | "gl_mapping_missing" | "journal_not_found" | "journal_too_few_lines" | "journal_too_many_lines" | "journal_line_amount_invalid" | "journal_line_debit_and_credit" | "journal_line_zero" | "journal_not_balanced" | "balance_limit_exceeded" | "journal_is_reversal" | "journal_already_reversed" | "journal_reversed_through_its_product" | "product_not_found" | "product_not_active" | "product_code_taken" | "charge_not_found" | "overdraft_limit_without_overdraft" | "overdraft_requires_current_account" | "account_not_found" | "unknown_account" | "account_not_debitable" | "account_not_creditable" | "account_closed" | "account_balance_not_zero" | "account_has_holds" | "account_transition_not_allowed" | "hold_not_found" | "hold_already_released" | "insufficient_funds" | "same_account" | "statement_range_invalid" | "statement_too_long" | "approval_flow_not_found" | "approval_flow_type_taken" | "approval_flow_in_use" | "approval_band_overlaps" | "amount_band_inverted" | "approval_approvers_mismatch" | "approval_level_without_approvers" | "approval_request_not_found" | "approval_request_not_pending" | "approval_request_expired" | "approval_maker_cannot_approve" | "approval_already_approved_by_you" | "approval_approver_not_eligible" | "approval_approver_wrong_branch" | "approval_cancel_by_maker_only" | "approval_request_not_visible" | "nip_not_configured" | "nip_switch_unavailable" | "payment_endpoint_invalid" | "identity_service_not_configured" | "identity_check_nothing_to_check" | "identity_endpoint_invalid" | "identity_settings_incomplete" | "bank_not_found" | "bank_inactive" | "nuban_check_digit_invalid" | "nip_name_enquiry_failed" | "nip_name_enquiry_not_found" | "nip_beneficiary_name_mismatch" | "nip_amount_over_transaction_limit" | "nip_amount_over_daily_limit" | "nip_transfer_not_found" | "nip_transfer_not_queryable" | "nip_transfer_not_reversible" | "nip_export_too_long" | "nip_recon_run_not_found" | "nip_recon_item_not_found" | "nip_recon_item_resolved" | "nip_recon_action_not_allowed" | "nip_recon_report_invalid" | "credit_application_not_found" | "credit_application_transition_invalid" | "credit_application_withdraw_by_maker_only" | "credit_application_review_by_officer" | "credit_scorecard_not_found" | "credit_scorecard_missing" | "principal_out_of_product_range" | "term_out_of_product_range" | "interest_rate_out_of_product_range" | "account_not_owned_by_customer" | "account_not_active" | "credit_scorecard_invalid" | "interest_rate_invalid" | "loan_terms_invalid" | "term_deposit_terms_invalid" | "compounding_period_invalid" | "term_deposit_principal_invalid" | "term_deposit_tenure_invalid" | "term_deposit_tenure_out_of_range" | "term_deposit_interest_type_invalid" | "term_deposit_days_in_year_invalid" | "term_deposit_date_invalid" | "term_deposit_tax_rate_invalid" | "loan_product_not_found" | "loan_product_code_taken" | "loan_product_range_invalid" | "loan_product_in_use" | "loan_product_retired" | "loan_not_found" | "loan_terms_out_of_product_range" | "loan_account_not_customers" | "loan_transition_not_allowed" | "loan_not_active" | "loan_officer_not_found" | "disbursement_date_invalid" | "repayment_exceeds_outstanding" | "loan_payoff_changed" | "top_up_below_payoff" | "loan_has_outstanding_balance" | "loan_write_off_pending" | "loan_provision_run_in_progress" | "till_not_found" | "till_code_taken" | "till_limits_invalid" | "till_in_use" | "till_inactive" | "teller_not_eligible" | "till_session_not_found" | "till_session_already_open" | "till_session_transition_invalid" | "till_session_not_open" | "till_session_not_reconcilable" | "till_cash_limit_exceeded" | "till_cash_insufficient" | "vault_cash_insufficient" | "cash_count_invalid" | "cash_denomination_unknown" | "cash_transaction_not_found" | "cash_transaction_not_posted" | "cash_transaction_not_reversible" | "cash_movement_not_found" | "cash_movement_not_in_transit" | "approval_flow_required" | "cash_movement_in_transit" | "cash_movement_count_differs" | "till_cash_not_returnable" | "customer_record_not_found" | "customer_version_conflict" | "customer_change_pending" | "kyc_tier_step_invalid" | "kyc_tier_requirements_unmet" | "depreciation_terms_invalid" | "depreciation_cost_invalid" | "depreciation_salvage_invalid" | "depreciation_count_invalid" | "depreciation_frequency_invalid" | "depreciation_date_invalid" | "depreciation_start_before_available" | "depreciation_rate_required" | "depreciation_rate_invalid" | "capital_period_invalid" | "asset_not_found" | "asset_tag_taken" | "salvage_value_exceeds_cost" | "asset_dates_out_of_order" | "asset_gl_account_wrong_type" | "asset_not_depreciable" | "depreciation_date_after_processing_date" | "asset_not_disposable" | "disposal_date_invalid" | "disposal_proceeds_invalid" | "depreciation_run_in_progress" | "depreciation_run_not_found" | "term_product_not_found" | "term_product_code_taken" | "term_product_version_conflict" | "term_product_invalid" | "term_deposit_not_found" | "term_deposit_not_certifiable" | "term_deposits_config_invalid" | "term_product_inactive" | "term_deposit_tenor_outside_product" | "term_deposit_amount_outside_product" | "term_deposit_amount_outside_bands" | "maturity_instruction_not_allowed" | "term_deposit_start_date_invalid" | "term_deposit_cash_needs_approval" | "term_deposit_not_pending" | "term_deposit_not_active" | "term_deposit_not_matured" | "term_deposit_not_liquidatable" | "term_deposit_under_lien" | "term_deposit_not_under_lien" | "accrual_date_invalid" | "eod_run_not_found" | "eod_run_in_progress" | "eod_run_not_failed" | "eod_checks_blocking" | "eod_warnings_not_acknowledged" | "eod_config_invalid" | "report_not_found" | "report_range_too_long" | "report_too_large" | "report_parameter_unknown" | "dashboard_tile_not_found" | "form_rule_contradicts_server" | "form_rule_unknown_field" | "form_rule_unknown_form" | "form_rule_violated" | "message_template_placeholder_unknown" | "message_not_failed" | "message_not_found" | "email_not_configured" | "sms_not_configured" | "branch_has_open_tills" | "branch_has_open_accounts" | "audit_export_too_large" | "statechart_not_found" | "statechart_record_not_found";
            /** @description A sentence for people; may change between releases. */
            message: string;
            /** @description Problems with individual fields. */
            errors?: components["schemas"]["FieldError"][];
            details?: components["schemas"]["ErrorDetails"];
        };
        /** @description The record a refusal is about, when the caller may see it: `bvn_already_registered` names the customer who holds the BVN. */
        ErrorDetails: {
            customerId?: components["schemas"]["Id"];
            customerNumber?: string;
            displayName?: string;
        };
        /** @description A problem with one field of the request. */
        FieldError: {
            /** @description Where the field is, as a dotted path from the request part, e.g. `body.lines.0.debitKobo`. */
            field: string;
            /** @description A stable snake_case sentence, e.g. `must_be_positive`. */
            code: string;
            message: string;
        };
        /** @description Where a page sits in the whole result. */
        PageMeta: {
            /** @description How many items match in all pages. */
            total: number;
            page: number;
            pageSize: number;
        };
        /** @description Why one row of a bulk upload failed. */
        BulkError: {
            /** @description The row's position among the rows read (the request's `items` or the file's data rows), from 0. */
            index: number;
            /** @description The row's number as its author sees it; in a file the header is row 1, so the first data row is 2. */
            row: number;
            /** @description The template's heading of the first field at fault, if the fault is one field's. */
            column?: string | null;
            code: string;
            message: string;
            /** @description Field problems, with paths relative to the item (`amountKobo`). */
            errors?: components["schemas"]["FieldError"][];
        };
        /**
         * @description The rows of a bulk upload: either `items`, each shaped like the single create's request, or
         *     a `file`, a CSV (UTF-8) or an XLSX whose first row holds the template's headings. At most
         *     5,000 rows and a file of at most 5 MB. Each row is checked as the single create checks it.
         */
        BulkUploadRequest: {
            items?: {
                [key: string]: string | number | boolean | null;
            }[];
            file?: components["schemas"]["BulkUploadFile"];
            mode?: components["schemas"]["BulkMode"];
            /** @description Check every row as it would be created, and write nothing. */
            dryRun?: boolean;
        };
        BulkUploadFile: {
            fileName: string;
            /** @description The file's bytes, base64-encoded; at most 5 MB once decoded. */
            contentBase64: string;
        };
        /**
         * @description EACH_ROW (the default): a refused row writes nothing and the others go in. ALL_OR_NOTHING:
         *     one refused row and no row goes in.
         * @enum {string}
         */
        BulkMode: "EACH_ROW" | "ALL_OR_NOTHING";
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @description The server build's version. */
            version: string;
            /**
             * Format: date-time
             * @description The server's clock, UTC.
             */
            time: string;
        };
        LoginRequest: {
            username: string;
            /** Format: password */
            password: string;
        };
        LoginResponse: {
            /** @description The bearer token (a JWT). */
            token: string;
            tenantId: string;
            user: components["schemas"]["User"];
            /**
             * Format: date-time
             * @description When the token expires (its `exp` claim).
             */
            expiresAt: string;
        };
        ChangePasswordRequest: {
            /** Format: password */
            currentPassword: string;
            /**
             * Format: password
             * @description At least 12 characters; must differ from the current and recent passwords.
             */
            newPassword: string;
        };
        /** @enum {string} */
        UserStatus: "ACTIVE" | "DISABLED";
        /**
         * @description A staff user. `roles` are upper-cased and unique, `role` is the first of them,
         *     `activeRole` is one of them, `permissions` are the lower-cased, unique effective
         *     permissions of all roles plus the user's own grants.
         */
        User: {
            id: components["schemas"]["Id"];
            username: string;
            fullName: string;
            email: components["schemas"]["Email"];
            phone: string | null;
            role: components["schemas"]["RoleKey"];
            roles: components["schemas"]["RoleKey"][];
            activeRole: components["schemas"]["RoleKey"];
            permissions: components["schemas"]["GrantedPermission"][];
            /**
             * @description The user's own grants: optional permissions of their roles that an administrator
             *     added. `permissions` already includes them.
             */
            grantedPermissions?: components["schemas"]["GrantedPermission"][];
            /** @description The user's home branch; null for head-office users. */
            branchId: string | null;
            scope: components["schemas"]["UserScope"];
            tenantId: string;
            tenantName: string;
            /**
             * Format: date
             * @description The tenant's current business (processing) date.
             */
            processingDate: string;
            mustChangePassword: boolean;
            status: components["schemas"]["UserStatus"];
            /** Format: date-time */
            lastLoginAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The branches whose data the user may see; an empty list means all branches. */
        UserScope: {
            branchIds: components["schemas"]["Id"][];
        };
        UserPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["User"][];
        };
        UserCreateRequest: {
            /** Username */
            username: string;
            /** Full name */
            fullName: string;
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["PhoneNumber"];
            roles: components["schemas"]["RoleKey"][];
            /** @description The home branch; null or absent for head-office users. */
            branchId?: string | null;
            /**
             * @description Optional permissions of the user's roles granted to this user; each must be an optional
             *     permission of one of `roles` that none of them grants already (else
             *     `permission_not_grantable`). Absent means none.
             */
            grantedPermissions?: components["schemas"]["Permission"][];
            /**
             * @description Branches the user may see besides the home branch. Holders of a bank-wide role see
             *     every branch whatever this says; for the others empty or absent means the home branch
             *     only.
             */
            branchIds?: components["schemas"]["Id"][];
        };
        UserUpdateRequest: {
            /** Full name */
            fullName: string;
            email: components["schemas"]["Email"];
            /** Phone number */
            phone: string | null;
            roles: components["schemas"]["RoleKey"][];
            /** @description The home branch; null for head-office users. */
            branchId: string | null;
            /**
             * @description The user's grants after the change, checked as for `createUser`. Absent keeps the
             *     current grants that still fit the new roles and drops the others.
             */
            grantedPermissions?: components["schemas"]["Permission"][];
            /** @description Branches the user may see besides the home branch, as for `createUser`. */
            branchIds: components["schemas"]["Id"][];
        };
        UserCreated: {
            user: components["schemas"]["User"];
            /** @description Shown once; the user must change it at first sign-in. */
            temporaryPassword: string;
        };
        TemporaryPassword: {
            /** @description Shown once; the user must change it at next sign-in. */
            temporaryPassword: string;
        };
        RoleCatalogueEntry: {
            key: components["schemas"]["RoleKey"];
            name: string;
            purpose: string;
            corePermissions: components["schemas"]["GrantedPermission"][];
            optionalPermissions: components["schemas"]["GrantedPermission"][];
            notes: string | null;
            /** @description How many of the tenant's users hold the role. */
            userCount: number;
        };
        RoleList: {
            items: components["schemas"]["RoleCatalogueEntry"][];
        };
        /**
         * @description The tenant's license. `status` is explicit when given; otherwise clients derive EXPIRED
         *     when not allowed, TRIAL when `trialExpiresAt` is set, else ACTIVE.
         */
        License: {
            /** @description Whether the tenant may use the product now. */
            allowed: boolean;
            /** @description Whether the license signature was verified online. */
            verified: boolean;
            tenantId: string;
            /** @description ACTIVE, TRIAL, EXPIRED, SUSPENDED or another status the license server names. */
            status: string;
            /** @description The licensed features, upper-case and unique. */
            features: string[];
            /** Format: date */
            processingDate: string;
            /** Format: date */
            businessDate: string;
            tenant: components["schemas"]["LicenseTenant"];
            displayName: string;
            metadata: components["schemas"]["LicenseMetadata"];
            /** Format: date-time */
            trialExpiresAt: string | null;
        };
        LicenseTenant: {
            id: string;
            name: string;
            /** Format: date */
            processingDate: string;
        };
        /** @description Free-form license metadata; values are strings. */
        LicenseMetadata: {
            /** Format: date */
            processingDate: string;
        } & {
            [key: string]: string;
        };
        /** @description The license wrapped in `value`, as older servers answer it. */
        LicenseEnvelope: {
            value: components["schemas"]["License"];
        };
        /** @enum {string} */
        CustomerType: "INDIVIDUAL" | "CORPORATE";
        /** @enum {string} */
        CustomerStatus: "ACTIVE" | "INACTIVE" | "BLACKLISTED";
        /** @enum {string} */
        Gender: "MALE" | "FEMALE";
        /** @description CBN tiered KYC level 1 to 3; it caps the balances and transactions allowed. */
        KycTier: number;
        /**
         * @description A state of Nigeria, or FCT.
         * @enum {string}
         */
        NigerianState: "ABIA" | "ADAMAWA" | "AKWA_IBOM" | "ANAMBRA" | "BAUCHI" | "BAYELSA" | "BENUE" | "BORNO" | "CROSS_RIVER" | "DELTA" | "EBONYI" | "EDO" | "EKITI" | "ENUGU" | "FCT" | "GOMBE" | "IMO" | "JIGAWA" | "KADUNA" | "KANO" | "KATSINA" | "KEBBI" | "KOGI" | "KWARA" | "LAGOS" | "NASARAWA" | "NIGER" | "OGUN" | "ONDO" | "OSUN" | "OYO" | "PLATEAU" | "RIVERS" | "SOKOTO" | "TARABA" | "YOBE" | "ZAMFARA";
        Address: {
            line1: string;
            line2?: string;
            city: string;
            /** @description Local government area. */
            lga?: string;
            state: components["schemas"]["NigerianState"];
            /**
             * @description ISO 3166 country code; only Nigeria for now. Absent means NG.
             * @enum {string}
             */
            country?: "NG";
        };
        Director: {
            fullName: string;
            bvn?: components["schemas"]["Bvn"];
        };
        IndividualCustomerCreateRequest: {
            /** @constant */
            customerType: "INDIVIDUAL";
            firstName: string;
            middleName?: string;
            lastName: string;
            gender: components["schemas"]["Gender"];
            /** Format: date */
            dateOfBirth: string;
            phone: components["schemas"]["PhoneNumber"];
            email?: components["schemas"]["Email"];
            address: components["schemas"]["Address"];
            bvn: components["schemas"]["Bvn"];
            nin?: components["schemas"]["Nin"];
            kycTier: components["schemas"]["KycTier"];
            branchId?: components["schemas"]["Id"];
        };
        CorporateCustomerCreateRequest: {
            /** @constant */
            customerType: "CORPORATE";
            companyName: string;
            /** @description CAC registration number (RC, BN or IT prefix optional, either case). */
            rcNumber: string;
            /** @description Tax Identification Number (FIRS 12345678-0001 or JTB ten digits). */
            tin: string;
            phone: components["schemas"]["PhoneNumber"];
            email: components["schemas"]["Email"];
            address: components["schemas"]["Address"];
            directors: components["schemas"]["Director"][];
            branchId?: components["schemas"]["Id"];
        };
        /**
         * @description An individual or a corporate customer, chosen by `customerType` (a `const` in each branch,
         *     so the branches exclude each other; no `discriminator` keyword, which Ajv and
         *     openapi-typescript read differently).
         */
        CustomerCreateRequest: components["schemas"]["IndividualCustomerCreateRequest"] | components["schemas"]["CorporateCustomerCreateRequest"];
        IndividualCustomer: {
            version: components["schemas"]["CustomerVersion"];
            id: components["schemas"]["Id"];
            /** @description The customer number (CIF) shown to staff. */
            customerNumber: string;
            /** @constant */
            customerType: "INDIVIDUAL";
            displayName: string;
            firstName: string;
            middleName: string | null;
            lastName: string;
            gender: components["schemas"]["Gender"];
            /** Format: date */
            dateOfBirth: string;
            phone: components["schemas"]["PhoneNumber"];
            /** Format: email */
            email: string | null;
            address: components["schemas"]["Address"];
            bvn: components["schemas"]["Bvn"];
            nin: string | null;
            kycTier: components["schemas"]["KycTier"];
            status: components["schemas"]["CustomerStatus"];
            branchId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        CorporateCustomer: {
            version: components["schemas"]["CustomerVersion"];
            id: components["schemas"]["Id"];
            /** @description The customer number (CIF) shown to staff. */
            customerNumber: string;
            /** @constant */
            customerType: "CORPORATE";
            displayName: string;
            companyName: string;
            /** @description CAC registration number, upper-cased. */
            rcNumber: string;
            tin: string;
            phone: components["schemas"]["PhoneNumber"];
            email: components["schemas"]["Email"];
            address: components["schemas"]["Address"];
            directors: components["schemas"]["Director"][];
            status: components["schemas"]["CustomerStatus"];
            branchId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description What a customer's KYC document is.
         * @enum {string}
         */
        KycDocumentKind: "PASSPORT_PHOTO" | "SIGNATURE" | "ID_DOCUMENT" | "PROOF_OF_ADDRESS" | "MANDATE" | "CAC_CERTIFICATE";
        /**
         * @description The means of identification an ID document is.
         * @enum {string}
         */
        KycIdType: "NIN_SLIP" | "INTERNATIONAL_PASSPORT" | "DRIVERS_LICENCE" | "VOTERS_CARD";
        /** @enum {string} */
        KycContentType: "application/pdf" | "image/png" | "image/jpeg";
        CustomerDocumentUpload: {
            kind: components["schemas"]["KycDocumentKind"];
            fileName: string;
            /** @description The type the sender claims; the bytes must be of this type. */
            contentType: string;
            /** @description The file, base64-encoded. */
            contentBase64: string;
            idType?: components["schemas"]["KycIdType"];
            /** @description The number on the ID (letters and digits); required for an ID document. */
            idNumber?: string;
            /** Format: date */
            issuedOn?: string;
            /** Format: date */
            expiresOn?: string;
        };
        CustomerDocument: {
            id: components["schemas"]["Id"];
            customerId: components["schemas"]["Id"];
            kind: components["schemas"]["KycDocumentKind"];
            idType: components["schemas"]["KycIdType"] | null;
            idNumber: string | null;
            /** Format: date */
            issuedOn: string | null;
            /** Format: date */
            expiresOn: string | null;
            fileName: string;
            contentType: components["schemas"]["KycContentType"];
            sizeBytes: number;
            sha256: string;
            /** @description False once a newer photo or signature replaced it. */
            current: boolean;
            /** @description Its expiry date is before the processing date. */
            expired: boolean;
            replacedBy: string | null;
            /** @description The name of the user who uploaded it. */
            uploadedBy: string;
            /** Format: date-time */
            uploadedAt: string;
        };
        CustomerDocumentList: {
            items: components["schemas"]["CustomerDocument"][];
        };
        /**
         * @description How the signatories sign: SOLE (the one signatory alone), ANY_ONE, ANY_TWO, ALL, or A_AND_ANY_B (one class A signatory together with any class B).
         * @enum {string}
         */
        MandateRule: "SOLE" | "ANY_ONE" | "ANY_TWO" | "ALL" | "A_AND_ANY_B";
        MandateSignatory: {
            name: string;
            /** @description Director, company secretary, trustee... */
            role: string;
            /** @description The holder's specimen signature document that shows this signatory's hand. */
            signatureDocumentId: string | null;
            /**
             * @description For A_AND_ANY_B only.
             * @enum {string}
             */
            signingClass?: "A" | "B";
        };
        AccountMandateRequest: {
            rule: components["schemas"]["MandateRule"];
            signatories: components["schemas"]["MandateSignatory"][];
        };
        AccountMandate: {
            accountId: components["schemas"]["Id"];
            rule: components["schemas"]["MandateRule"] | null;
            signatories: components["schemas"]["MandateSignatory"][];
            /** @description The mandate as staff read it. */
            words: string;
            /** Format: date-time */
            updatedAt: string | null;
        };
        HolderSpecimens: {
            accountId: components["schemas"]["Id"];
            accountNumber: string;
            customerId: components["schemas"]["Id"];
            holderName: string;
            photoDocumentId: string | null;
            signatureDocumentId: string | null;
            mandate: components["schemas"]["AccountMandate"];
        };
        /** @description An individual or a corporate customer, told apart by `customerType`. */
        Customer: components["schemas"]["IndividualCustomer"] | components["schemas"]["CorporateCustomer"];
        /**
         * @description A customer and what the bank holds with them, as of `asOfDate`. A section is null when the
         *     caller may not see it (the page says so); otherwise `items` holds the newest and `total`
         *     counts them all.
         */
        CustomerOverview: {
            customer: components["schemas"]["Customer"];
            /**
             * Format: date
             * @description The tenant's processing date, the day the figures and alerts are worked out for.
             */
            asOfDate: string;
            accounts: components["schemas"]["CustomerOverviewAccounts"] | null;
            loans: components["schemas"]["CustomerOverviewLoans"] | null;
            creditApplications: components["schemas"]["CustomerOverviewApplications"] | null;
            termDeposits: components["schemas"]["CustomerOverviewTermDeposits"] | null;
            nipTransfers: components["schemas"]["CustomerOverviewTransfers"] | null;
            alerts: components["schemas"]["CustomerAlert"][];
        };
        /** @description How many there are in all, shown or not. */
        CustomerOverviewCount: number;
        CustomerOverviewAccounts: {
            items: components["schemas"]["CustomerOverviewAccount"][];
            total: components["schemas"]["CustomerOverviewCount"];
        };
        /** @description A deposit account's figures as getAccount answers them. */
        CustomerOverviewAccount: {
            id: components["schemas"]["Id"];
            accountNumber: string;
            productName: string;
            branchId: components["schemas"]["Id"];
            status: components["schemas"]["AccountStatus"];
            ledgerBalanceKobo: components["schemas"]["SignedAmountKobo"];
            availableBalanceKobo: components["schemas"]["SignedAmountKobo"];
            /**
             * Format: date
             * @description The posting date of the account's last posting; null before the first.
             */
            lastActivityOn: string | null;
        };
        CustomerOverviewLoans: {
            items: components["schemas"]["CustomerOverviewLoan"][];
            total: components["schemas"]["CustomerOverviewCount"];
        };
        /** @description A loan's figures as getLoan answers them. */
        CustomerOverviewLoan: {
            id: components["schemas"]["Id"];
            loanNumber: string;
            productName: string;
            status: components["schemas"]["LoanStatus"];
            principalKobo: components["schemas"]["PositiveAmountKobo"];
            principalOutstandingKobo: components["schemas"]["BalanceKobo"];
            /** @description What is unpaid of the instalments due by `asOfDate`. */
            dueNowKobo: components["schemas"]["BalanceKobo"];
            /** @description What is unpaid of the instalments due before `asOfDate`. */
            overdueKobo: components["schemas"]["BalanceKobo"];
            daysPastDue: number;
        };
        CustomerOverviewApplications: {
            items: components["schemas"]["CustomerOverviewApplication"][];
            total: components["schemas"]["CustomerOverviewCount"];
        };
        CustomerOverviewApplication: {
            id: components["schemas"]["Id"];
            applicationNumber: string;
            productName: string;
            status: components["schemas"]["CreditApplicationStatus"];
            principalKobo: components["schemas"]["PositiveAmountKobo"];
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description The customer's term deposits the caller may see (their branches), newest first, any status
         *     but REJECTED; `total` counts them all.
         */
        CustomerOverviewTermDeposits: {
            items: components["schemas"]["CustomerOverviewTermDeposit"][];
            total: components["schemas"]["CustomerOverviewCount"];
        };
        CustomerOverviewTermDeposit: {
            id: components["schemas"]["Id"];
            depositNumber: string;
            productName: string;
            principalKobo: components["schemas"]["PositiveAmountKobo"];
            /** Format: date */
            maturityDate: string;
            status?: components["schemas"]["TermDepositStatus"];
        };
        CustomerOverviewTransfers: {
            items: components["schemas"]["CustomerOverviewTransfer"][];
            total: components["schemas"]["CustomerOverviewCount"];
        };
        CustomerOverviewTransfer: {
            id: components["schemas"]["Id"];
            /** Format: date-time */
            createdAt: string;
            debitAccountNumber: string;
            beneficiaryAccountName: string;
            beneficiaryAccountNumber: string;
            beneficiaryBankName: string;
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            status: components["schemas"]["NipTransferStatus"];
        };
        /** @description Something staff must see before they serve the customer, in words. */
        CustomerAlert: {
            /** @enum {string} */
            code: "customer_blacklisted" | "customer_inactive" | "account_dormant" | "account_frozen" | "loan_overdue" | "id_document_expired" | "id_document_expiring" | "bvn_mismatch" | "nin_mismatch";
            /** @enum {string} */
            tone: "danger" | "warning" | "info";
            message: string;
        };
        /** @description Starts at 1 and goes up by one with every change applied; an edit names the one it read. */
        CustomerVersion: number;
        /**
         * @description The fields to change, each only if given. Contact: `phone`, `email`, `address`. Identity
         *     (through approval): `firstName`, `middleName` (null clears it), `lastName`, `dateOfBirth`,
         *     `bvn`, `nin`, `kycTier` for an individual; `companyName` for a corporate customer.
         */
        CustomerChanges: {
            phone?: components["schemas"]["PhoneNumber"];
            email?: components["schemas"]["Email"];
            address?: components["schemas"]["Address"];
            firstName?: string;
            middleName?: string | null;
            lastName?: string;
            /** Format: date */
            dateOfBirth?: string;
            bvn?: components["schemas"]["Bvn"];
            nin?: components["schemas"]["Nin"];
            kycTier?: components["schemas"]["KycTier"];
            companyName?: string;
        };
        CustomerUpdateRequest: {
            version: components["schemas"]["CustomerVersion"];
            changes: components["schemas"]["CustomerChanges"];
        };
        /** @description An edit whose identity fields wait for a checker. */
        CustomerUpdateAccepted: {
            customer: components["schemas"]["Customer"];
            approvalRequestId: components["schemas"]["Id"];
            /** @description The request's reference in the approvals inbox, e.g. APR-000123. */
            approvalReference: string;
        };
        /** @enum {string} */
        CustomerChangeKind: "CONTACT_CHANGED" | "IDENTITY_REQUESTED" | "IDENTITY_APPROVED" | "IDENTITY_REJECTED" | "IDENTITY_CANCELLED" | "IDENTITY_EXPIRED";
        /** @description One field of a change, in words (dates in the bank format, the tier as "Tier 2"). */
        CustomerFieldChange: {
            field: string;
            label: string;
            before: string | null;
            after: string | null;
        };
        CustomerChange: {
            id: components["schemas"]["Id"];
            /** Format: date-time */
            at: string;
            kind: components["schemas"]["CustomerChangeKind"];
            by: {
                id: components["schemas"]["Id"];
                name: string;
            };
            approvalReference: string | null;
            fields: components["schemas"]["CustomerFieldChange"][];
        };
        CustomerChangePage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["CustomerChange"][];
        };
        CustomerTierBlocker: {
            code: string;
            message: string;
        };
        CustomerTierReadiness: {
            currentTier: number | null;
            nextTier: number | null;
            blockers: components["schemas"]["CustomerTierBlocker"][];
        };
        CustomerPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["Customer"][];
        };
        /** @enum {string} */
        AccountStatus: "PENDING" | "ACTIVE" | "DORMANT" | "FROZEN" | "CLOSED";
        /**
         * @description A deposit account. `availableBalanceKobo` = `ledgerBalanceKobo` - `holdsKobo` -
         *     `minimumBalanceKobo` + `overdraftLimitKobo` (0 where the product allows no overdraft): what
         *     a debit may take; 0 for a closed account. A debit that would leave it below zero is refused with 422
         *     `insufficient_funds`, unless it takes the whole balance of an account without holds
         *     (closing it out).
         */
        Account: {
            id: components["schemas"]["Id"];
            accountNumber: components["schemas"]["AccountNumber"];
            name: string;
            customerId: components["schemas"]["Id"];
            productId: components["schemas"]["Id"];
            productName: string;
            branchId: components["schemas"]["Id"];
            /** @enum {string} */
            currency: "NGN";
            status: components["schemas"]["AccountStatus"];
            ledgerBalanceKobo: components["schemas"]["SignedAmountKobo"];
            availableBalanceKobo: components["schemas"]["SignedAmountKobo"];
            holdsKobo: components["schemas"]["AmountKobo"];
            overdraftLimitKobo: components["schemas"]["AmountKobo"];
            /** @description The product's minimum balance when the account was opened. */
            minimumBalanceKobo: components["schemas"]["AmountKobo"];
            /** Format: date-time */
            openedAt: string;
            /** Format: date-time */
            closedAt: string | null;
        };
        AccountPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["Account"][];
            /** @description When nothing matches and the search is the exact number of an account held at a branch the user does not serve, that number (and nothing else about the account). */
            heldElsewhere?: string;
        };
        AccountOpenRequest: {
            customerId: components["schemas"]["Id"];
            productId: components["schemas"]["Id"];
            branchId?: components["schemas"]["Id"];
            /** @description The account name; defaults to the customer's display name. */
            name?: string;
        };
        /** @description One posting on a deposit account; exactly one of debit and credit is non-zero. */
        AccountTransaction: {
            id: components["schemas"]["Id"];
            entryId: components["schemas"]["Id"];
            /** Format: date */
            postingDate: string;
            /** Format: date */
            valueDate: string;
            narration: string;
            reference: string | null;
            /** @description The journal number of the line's entry (JE-00000046); statements and the account's page show it as the reference of a line posted without one (an internal transfer). */
            entryNumber: string;
            debitKobo: components["schemas"]["AmountKobo"];
            creditKobo: components["schemas"]["AmountKobo"];
            runningBalanceKobo: components["schemas"]["SignedAmountKobo"];
            /** @description The entry this line's entry reverses, when it is a reversal. */
            reversalOfEntryId: string | null;
            /** @description The entry that reversed this line's entry, when it was reversed. */
            reversedByEntryId: string | null;
        };
        AccountTransactionPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["AccountTransaction"][];
        };
        TransferRequest: {
            fromAccountId: components["schemas"]["Id"];
            toAccountId: components["schemas"]["Id"];
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            narration: string;
            reference?: string;
        };
        Transfer: {
            id: components["schemas"]["Id"];
            entryId: components["schemas"]["Id"];
            entryNumber: string;
            fromAccountId: components["schemas"]["Id"];
            toAccountId: components["schemas"]["Id"];
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            /** @description What the source product's TRANSFER charges levied on the source account besides the amount, in the same entry (0 when it levies none). */
            feeKobo: components["schemas"]["AmountKobo"];
            narration: string;
            reference: string | null;
            /** Format: date */
            postingDate: string;
            /** Format: date-time */
            createdAt: string;
        };
        AccountStatusChangeRequest: {
            /** @enum {string} */
            event: "activate" | "markDormant" | "reactivate" | "freeze" | "unfreeze" | "close";
            reason: string;
        };
        AccountHoldRequest: {
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            reason: string;
        };
        AccountHold: {
            id: components["schemas"]["Id"];
            accountId: components["schemas"]["Id"];
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            reason: string;
            /** @enum {string} */
            status: "ACTIVE" | "RELEASED";
            placedBy: components["schemas"]["Id"];
            /** Format: date-time */
            placedAt: string;
            /** Format: date-time */
            releasedAt: string | null;
        };
        AccountHoldList: {
            items: components["schemas"]["AccountHold"][];
        };
        /** @enum {string} */
        ProductType: "DEPOSIT" | "LOAN" | "TERM";
        /** @enum {string} */
        DepositSubtype: "SAVINGS" | "CURRENT";
        /** @enum {string} */
        InterestPostingPeriod: "MONTHLY" | "QUARTERLY" | "ANNUALLY";
        /**
         * @description A product of the catalogue. Deposit products carry `subtype`, the interest posting period
         *     and the balance rules; for loan products (`type` LOAN) those fields are null and the
         *     details live in `LoanProduct`.
         */
        Product: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["ProductType"];
            /** @enum {string|null} */
            subtype: "SAVINGS" | "CURRENT" | null;
            code: components["schemas"]["Code"];
            name: string;
            /** @enum {string} */
            currency: "NGN";
            interestRateBps: components["schemas"]["RateBps"];
            /** @enum {string|null} */
            interestPostingPeriod: "MONTHLY" | "QUARTERLY" | "ANNUALLY" | null;
            /**
             * Format: int64
             * @description The balance the account must keep, in kobo; null for loan products.
             */
            minimumBalanceKobo: number | null;
            overdraftAllowed: boolean;
            /**
             * Format: int64
             * @description The default overdraft limit in kobo; null when overdraft is not allowed.
             */
            overdraftLimitKobo: number | null;
            chargeIds: components["schemas"]["Id"][];
            status: components["schemas"]["ActiveStatus"];
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A bare list of products, as older servers answer. */
        ProductArray: components["schemas"]["Product"][];
        ProductList: {
            items: components["schemas"]["Product"][];
        };
        ProductCreateRequest: {
            /**
             * @description Only deposit products are created here (loan products under `/loans/products`).
             *     Absent means DEPOSIT.
             * @enum {string}
             */
            type?: "DEPOSIT";
            subtype: components["schemas"]["DepositSubtype"];
            code: components["schemas"]["Code"];
            name: string;
            interestRateBps: components["schemas"]["RateBps"];
            interestPostingPeriod: components["schemas"]["InterestPostingPeriod"];
            minimumBalanceKobo: components["schemas"]["AmountKobo"];
            /** @description Only CURRENT products may allow overdraft. Absent means false. */
            overdraftAllowed?: boolean;
            overdraftLimitKobo?: components["schemas"]["AmountKobo"];
            chargeIds?: components["schemas"]["Id"][];
        };
        /**
         * @description The event on which a charge is levied.
         * @enum {string}
         */
        ChargeEvent: "ACCOUNT_OPENING" | "ACCOUNT_MAINTENANCE" | "WITHDRAWAL" | "TRANSFER" | "NIP_OUTWARD" | "SMS_ALERT" | "CARD_ISSUANCE" | "LOAN_PROCESSING" | "LOAN_DISBURSEMENT" | "LOAN_LATE_REPAYMENT" | "LOAN_TOP_UP" | "LOAN_LIQUIDATION";
        /** @description A fee; FLAT charges use `amountKobo`, PERCENT charges use `rateBps` of the amount. */
        Charge: {
            id: components["schemas"]["Id"];
            code: components["schemas"]["Code"];
            name: string;
            appliesTo: components["schemas"]["ProductType"];
            /** @enum {string} */
            calculation: "FLAT" | "PERCENT";
            /**
             * Format: int64
             * @description The flat amount in kobo; null for PERCENT charges.
             */
            amountKobo: number | null;
            /** @description The rate in basis points of the amount; null for FLAT charges. */
            rateBps: number | null;
            event: components["schemas"]["ChargeEvent"];
        };
        ChargeList: {
            items: components["schemas"]["Charge"][];
        };
        /**
         * @description The kind of institution: deposit money banks (COMMERCIAL, MERCHANT, NON_INTEREST), MICROFINANCE and MORTGAGE banks, MOBILE_MONEY operators, PAYMENT_SERVICE banks, or OTHER.
         * @enum {string}
         */
        BankCategory: "COMMERCIAL" | "MERCHANT" | "NON_INTEREST" | "MICROFINANCE" | "MORTGAGE" | "MOBILE_MONEY" | "PAYMENT_SERVICE" | "OTHER";
        /** @description An institution reachable over NIP. */
        Bank: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description The CBN's 3-digit bank code; null for an institution without one. */
            cbnCode: string | null;
            /** @description The 6-digit institution code on the NIP switch. */
            nipCode: string;
            category: components["schemas"]["BankCategory"];
            /** @description False for an institution that transfers no longer go to. */
            active: boolean;
        };
        BankPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["Bank"][];
        };
        /** @enum {string} */
        GlAccountType: "ASSET" | "LIABILITY" | "EQUITY" | "INCOME" | "EXPENSE";
        /** @description A GL account code such as 1001 or 2100-01. */
        GlCode: string;
        GlAccount: {
            id: components["schemas"]["Id"];
            code: components["schemas"]["GlCode"];
            name: string;
            type: components["schemas"]["GlAccountType"];
            parentId: string | null;
            /** @description A header account groups others and takes no postings. */
            header: boolean;
            status: components["schemas"]["ActiveStatus"];
            balanceKobo: components["schemas"]["SignedAmountKobo"];
        };
        GlAccountList: {
            items: components["schemas"]["GlAccount"][];
        };
        GlAccountCreateRequest: {
            code: components["schemas"]["GlCode"];
            name: string;
            type: components["schemas"]["GlAccountType"];
            /** @description The header account this one sits under; null or absent for a top-level account. */
            parentId?: string | null;
            /** @description A header account groups others and takes no postings. Absent means false. */
            header?: boolean;
        };
        /**
         * @description A product or finance event that posts to the ledger through the GL map.
         * @enum {string}
         */
        GlEvent: "DEPOSIT" | "WITHDRAWAL" | "TRANSFER" | "FEE" | "INTEREST_ACCRUAL" | "INTEREST_POSTING" | "LOAN_DISBURSEMENT" | "LOAN_REPAYMENT_PRINCIPAL" | "LOAN_REPAYMENT_INTEREST" | "LOAN_INTEREST_RECEIVABLE" | "LOAN_INTEREST_INCOME" | "LOAN_FEE" | "LOAN_PENALTY" | "LOAN_WRITE_OFF" | "LOAN_PROVISION" | "TILL_CASH_IN" | "TILL_CASH_OUT" | "TILL_OVERAGE" | "TILL_SHORTAGE" | "NIP_OUTWARD" | "NIP_INWARD" | "VAT" | "EXPENSE" | "WITHHOLDING_TAX" | "DEPRECIATION" | "ASSET_ACQUISITION" | "DISPOSAL" | "TERM_DEPOSIT" | "TERM_DEPOSIT_INTEREST" | "TERM_DEPOSIT_WITHHOLDING_TAX" | "OPENING_BALANCE";
        GlMapping: {
            id: components["schemas"]["Id"];
            /** @description The product the mapping is for; null for a tenant-wide event. */
            productId: string | null;
            event: components["schemas"]["GlEvent"];
            debitAccountId: components["schemas"]["Id"];
            creditAccountId: components["schemas"]["Id"];
        };
        GlMappingList: {
            items: components["schemas"]["GlMapping"][];
        };
        GlMappingSaveRequest: {
            /** @description The product; null or absent for a tenant-wide event. */
            productId?: string | null;
            event: components["schemas"]["GlEvent"];
            debitAccountId: components["schemas"]["Id"];
            creditAccountId: components["schemas"]["Id"];
        };
        /** @description One line of a posted journal entry; exactly one of debit and credit is non-zero. */
        LedgerLine: {
            entryId: components["schemas"]["Id"];
            lineId: components["schemas"]["Id"];
            entryNumber: string;
            accountId: components["schemas"]["Id"];
            accountCode: components["schemas"]["GlCode"];
            accountName: string;
            /** Format: date */
            postingDate: string;
            /** Format: date */
            valueDate: string;
            narration: string;
            reference: string | null;
            debitKobo: components["schemas"]["AmountKobo"];
            creditKobo: components["schemas"]["AmountKobo"];
            /**
             * Format: int64
             * @description The GL account's balance after this line in kobo; null unless filtered to one account.
             */
            runningBalanceKobo: number | null;
            /** @description The entry this line's entry reverses, when it is a reversal. */
            reversalOfEntryId: string | null;
            /** @description The entry that reversed this line's entry, when it was reversed. */
            reversedByEntryId: string | null;
        };
        LedgerLinePage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["LedgerLine"][];
        };
        /** @description One line of a manual journal; either debitKobo or creditKobo is positive, the other 0. */
        JournalLineInput: {
            glAccountId: components["schemas"]["Id"];
            debitKobo: components["schemas"]["AmountKobo"];
            creditKobo: components["schemas"]["AmountKobo"];
            /** @description The line's own narration; defaults to the entry's. */
            narration?: string;
        };
        ManualJournalRequest: {
            narration: string;
            /** @description The maker's own reference (voucher number); not unique. */
            reference?: string;
            /**
             * Format: date
             * @description Defaults to the processing date; must be in an open period.
             */
            valueDate?: string;
            lines: components["schemas"]["JournalLineInput"][];
        };
        JournalLine: {
            id: components["schemas"]["Id"];
            glAccountId: components["schemas"]["Id"];
            accountCode: components["schemas"]["GlCode"];
            accountName: string;
            debitKobo: components["schemas"]["AmountKobo"];
            creditKobo: components["schemas"]["AmountKobo"];
            narration: string;
        };
        /** @description A posted, immutable journal entry; a correction is a reversal entry pointing at it. */
        JournalEntry: {
            id: components["schemas"]["Id"];
            entryNumber: string;
            /** Format: date */
            postingDate: string;
            /** Format: date */
            valueDate: string;
            narration: string;
            reference: string | null;
            /** @enum {string} */
            status: "POSTED" | "REVERSED";
            /** @description What posted the entry: MANUAL (a manual journal), OPENING_BALANCE, REVERSAL, or the product event that moved a customer's money (TRANSFER, a fee, ...). The journals reverse only entries that move no customer's balance (a manual journal, a GL opening balance); a product's entries are reversed through that product's own reversal. */
            source: string;
            /** @description The entry this one reverses. */
            reversalOfId: string | null;
            /** @description The entry that reversed this one. */
            reversedById: string | null;
            lines: components["schemas"]["JournalLine"][];
            createdBy: components["schemas"]["Id"];
            /** Format: date-time */
            createdAt: string;
        };
        JournalEntryPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["JournalEntry"][];
        };
        JournalReversalRequest: {
            /** @description Defaults to "Reversal of" and the original's entry number. */
            narration?: string;
        };
        TrialBalanceRow: {
            accountId: components["schemas"]["Id"];
            code: components["schemas"]["GlCode"];
            name: string;
            type: components["schemas"]["GlAccountType"];
            debitKobo: components["schemas"]["BalanceKobo"];
            creditKobo: components["schemas"]["BalanceKobo"];
        };
        TrialBalance: {
            /** Format: date */
            asOf: string;
            rows: components["schemas"]["TrialBalanceRow"][];
            totalDebitKobo: components["schemas"]["BalanceKobo"];
            totalCreditKobo: components["schemas"]["BalanceKobo"];
        };
        /**
         * Format: int64
         * @description A non-negative balance or total in kobo; wider than one amount's bound.
         */
        BalanceKobo: number;
        /**
         * @description A percent per year as decimal text, e.g. "12" or "9.4822": 0 to 1000 with at most 4
         *     decimals. More decimals are answered 422 `interest_rate_invalid`, not rounded.
         */
        AnnualInterestRate: string;
        /** @description A percent as decimal text, e.g. "1.5"; at most 4 decimals. */
        Percent: string;
        /**
         * @description FLAT charges interest on the original principal; DECLINING_BALANCE on what is still owed.
         * @enum {string}
         */
        InterestMethod: "FLAT" | "DECLINING_BALANCE";
        /**
         * @description EQUAL_INSTALLMENTS (annuity) or EQUAL_PRINCIPAL (the same principal each period).
         * @enum {string}
         */
        LoanAmortization: "EQUAL_INSTALLMENTS" | "EQUAL_PRINCIPAL";
        /**
         * @description SAME_AS_REPAYMENT_PERIOD uses the nominal period rate; DAILY charges each period's actual
         *     days over the days in the year.
         * @enum {string}
         */
        InterestCalculationPeriod: "SAME_AS_REPAYMENT_PERIOD" | "DAILY";
        /** @enum {string} */
        DaysInYear: "ACTUAL" | "360" | "365";
        /**
         * @description The unit of `repaymentEvery`.
         * @enum {string}
         */
        RepaymentFrequency: "DAYS" | "WEEKS" | "MONTHS";
        /** @description How many frequency units lie between two due dates. */
        RepaymentEvery: number;
        NumberOfRepayments: number;
        /** @description How many first periods are free of this component. */
        GracePeriods: number;
        /** @description The terms a repayment schedule is computed from. */
        LoanScheduleInput: {
            principalKobo: components["schemas"]["PositiveAmountKobo"];
            annualInterestRate: components["schemas"]["AnnualInterestRate"];
            interestMethod: components["schemas"]["InterestMethod"];
            amortization: components["schemas"]["LoanAmortization"];
            interestCalculationPeriod: components["schemas"]["InterestCalculationPeriod"];
            daysInYear: components["schemas"]["DaysInYear"];
            repaymentEvery: components["schemas"]["RepaymentEvery"];
            repaymentFrequency: components["schemas"]["RepaymentFrequency"];
            numberOfRepayments: components["schemas"]["NumberOfRepayments"];
            /** Format: date */
            disbursementDate: string;
            /** @description Instalments are rounded to a multiple of this; 0 or absent rounds to the kobo. */
            installmentMultipleKobo?: components["schemas"]["AmountKobo"];
            graceOnPrincipalPeriods?: components["schemas"]["GracePeriods"];
            graceOnInterestPeriods?: components["schemas"]["GracePeriods"];
        };
        /** @description One instalment; `totalDueKobo` = principal + interest + fee, `balanceKobo` the principal left after it. */
        LoanSchedulePeriod: {
            number: number;
            /** Format: date */
            dueDate: string;
            days: number;
            principalKobo: components["schemas"]["AmountKobo"];
            interestKobo: components["schemas"]["BalanceKobo"];
            feeKobo: components["schemas"]["BalanceKobo"];
            totalDueKobo: components["schemas"]["BalanceKobo"];
            balanceKobo: components["schemas"]["AmountKobo"];
        };
        LoanSchedule: {
            periods: components["schemas"]["LoanSchedulePeriod"][];
            totalPrincipalKobo: components["schemas"]["BalanceKobo"];
            totalInterestKobo: components["schemas"]["BalanceKobo"];
            totalFeeKobo: components["schemas"]["BalanceKobo"];
            totalDueKobo: components["schemas"]["BalanceKobo"];
        };
        /** @enum {string} */
        LoanChargeKind: "PROCESSING_FEE" | "INSURANCE" | "MANAGEMENT_FEE";
        /**
         * @description A charge taken at disbursement out of the money paid to the customer: `amountKobo` when
         *     FLAT, `percent` of the principal when PERCENT_OF_PRINCIPAL (rounded half-even to the kobo).
         */
        LoanCharge: {
            name: string;
            kind: components["schemas"]["LoanChargeKind"];
            /** @enum {string} */
            calculation: "FLAT" | "PERCENT_OF_PRINCIPAL";
            amountKobo?: components["schemas"]["AmountKobo"];
            percent?: components["schemas"]["Percent"];
        };
        /**
         * @description The late-payment penalty: charged once on each instalment still unpaid `graceDays` after
         *     its due date, `amountKobo` when FLAT or `percent` of what is unpaid of the instalment.
         */
        LoanPenaltyRule: {
            /** @enum {string} */
            calculation: "FLAT" | "PERCENT_OF_OVERDUE_INSTALMENT";
            amountKobo?: components["schemas"]["AmountKobo"];
            percent?: components["schemas"]["Percent"];
            graceDays: number;
        };
        /** @enum {string} */
        LoanComponent: "PENALTY" | "FEE" | "INTEREST" | "PRINCIPAL";
        /**
         * @description What a liquidation charges of interest: INTEREST_TO_DATE (interest of the instalments due
         *     so far plus the current period's interest for the days run) or FULL_SCHEDULED_INTEREST.
         * @enum {string}
         */
        EarlyRepaymentInterest: "INTEREST_TO_DATE" | "FULL_SCHEDULED_INTEREST";
        /**
         * @description A RETIRED product takes no new loans; its loans run on.
         * @enum {string}
         */
        LoanProductStatus: "ACTIVE" | "RETIRED";
        /**
         * @description A loan product's terms, for create and for full replacement. Ranges must hold min <=
         *     default <= max (422 `loan_product_range_invalid`, naming the field).
         */
        LoanProductInput: {
            code: components["schemas"]["Code"];
            name: string;
            description?: string;
            status?: components["schemas"]["LoanProductStatus"];
            interestMethod: components["schemas"]["InterestMethod"];
            amortization: components["schemas"]["LoanAmortization"];
            interestCalculationPeriod: components["schemas"]["InterestCalculationPeriod"];
            daysInYear: components["schemas"]["DaysInYear"];
            repaymentEvery: components["schemas"]["RepaymentEvery"];
            repaymentFrequency: components["schemas"]["RepaymentFrequency"];
            minPrincipalKobo: components["schemas"]["PositiveAmountKobo"];
            defaultPrincipalKobo: components["schemas"]["PositiveAmountKobo"];
            maxPrincipalKobo: components["schemas"]["PositiveAmountKobo"];
            minNumberOfRepayments: components["schemas"]["NumberOfRepayments"];
            defaultNumberOfRepayments: components["schemas"]["NumberOfRepayments"];
            maxNumberOfRepayments: components["schemas"]["NumberOfRepayments"];
            minAnnualInterestRate: components["schemas"]["AnnualInterestRate"];
            defaultAnnualInterestRate: components["schemas"]["AnnualInterestRate"];
            maxAnnualInterestRate: components["schemas"]["AnnualInterestRate"];
            installmentMultipleKobo?: components["schemas"]["AmountKobo"];
            graceOnPrincipalPeriods?: components["schemas"]["GracePeriods"];
            graceOnInterestPeriods?: components["schemas"]["GracePeriods"];
            /** @description Charges taken at disbursement. */
            charges?: components["schemas"]["LoanCharge"][];
            /** @description The late-payment penalty; null or absent for none. */
            penalty?: components["schemas"]["LoanPenaltyRule"] | null;
            /** @description The order a repayment pays an instalment's components; defaults to PENALTY, FEE, INTEREST, PRINCIPAL. */
            repaymentAllocation?: components["schemas"]["LoanComponent"][];
            earlyRepaymentInterest?: components["schemas"]["EarlyRepaymentInterest"];
            /** @description A fee on the principal paid off early by a liquidation; absent for none. */
            earlyRepaymentFeePercent?: components["schemas"]["Percent"];
        };
        /** @description A loan product; `inUse` says some loan was booked under it (it can then only be retired). */
        LoanProduct: {
            id: components["schemas"]["Id"];
            code: components["schemas"]["Code"];
            name: string;
            description: string;
            status: components["schemas"]["LoanProductStatus"];
            interestMethod: components["schemas"]["InterestMethod"];
            amortization: components["schemas"]["LoanAmortization"];
            interestCalculationPeriod: components["schemas"]["InterestCalculationPeriod"];
            daysInYear: components["schemas"]["DaysInYear"];
            repaymentEvery: components["schemas"]["RepaymentEvery"];
            repaymentFrequency: components["schemas"]["RepaymentFrequency"];
            minPrincipalKobo: components["schemas"]["PositiveAmountKobo"];
            defaultPrincipalKobo: components["schemas"]["PositiveAmountKobo"];
            maxPrincipalKobo: components["schemas"]["PositiveAmountKobo"];
            minNumberOfRepayments: components["schemas"]["NumberOfRepayments"];
            defaultNumberOfRepayments: components["schemas"]["NumberOfRepayments"];
            maxNumberOfRepayments: components["schemas"]["NumberOfRepayments"];
            minAnnualInterestRate: components["schemas"]["AnnualInterestRate"];
            defaultAnnualInterestRate: components["schemas"]["AnnualInterestRate"];
            maxAnnualInterestRate: components["schemas"]["AnnualInterestRate"];
            installmentMultipleKobo: components["schemas"]["AmountKobo"];
            graceOnPrincipalPeriods: components["schemas"]["GracePeriods"];
            graceOnInterestPeriods: components["schemas"]["GracePeriods"];
            charges: components["schemas"]["LoanCharge"][];
            penalty: components["schemas"]["LoanPenaltyRule"] | null;
            repaymentAllocation: components["schemas"]["LoanComponent"][];
            earlyRepaymentInterest: components["schemas"]["EarlyRepaymentInterest"];
            earlyRepaymentFeePercent: components["schemas"]["Percent"] | null;
            inUse: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        LoanProductList: {
            items: components["schemas"]["LoanProduct"][];
        };
        /**
         * @description APPROVED waits for disbursement; ACTIVE is disbursed; CLOSED_OBLIGATIONS_MET was repaid
         *     in full, CLOSED_LIQUIDATED paid off early, CLOSED_TOPPED_UP paid off by a new loan;
         *     WRITTEN_OFF was written off; CANCELLED never disbursed (docs/machines/loan).
         * @enum {string}
         */
        LoanStatus: "APPROVED" | "ACTIVE" | "CLOSED_OBLIGATIONS_MET" | "CLOSED_LIQUIDATED" | "CLOSED_TOPPED_UP" | "WRITTEN_OFF" | "CANCELLED";
        /**
         * @description An action the loan's status allows, as the loan chart has it. A loan's `allowedActions`
         *     leaves out CLOSE while anything is owed and WRITE_OFF while a write-off waits for approval.
         * @enum {string}
         */
        LoanAction: "UPDATE" | "CANCEL" | "DISBURSE" | "REPAY" | "ASSESS_PENALTIES" | "LIQUIDATE" | "TOP_UP" | "CLOSE" | "WRITE_OFF";
        /**
         * @description Days past due of the oldest unpaid instalment, as a band.
         * @enum {string}
         */
        DelinquencyBucket: "CURRENT" | "1-30" | "31-60" | "61-90" | "90+";
        /**
         * @description The CBN prudential classification of a microfinance bank's loan by days past due:
         *     PERFORMING 0, PASS_AND_WATCH 1-30, SUBSTANDARD 31-60, DOUBTFUL 61-90, LOST over 90, with
         *     provisions of 1%, 5%, 20%, 50% and 100%.
         * @enum {string}
         */
        PrudentialClass: "PERFORMING" | "PASS_AND_WATCH" | "SUBSTANDARD" | "DOUBTFUL" | "LOST";
        /** @description The product's terms as they were when the loan was booked; a later product change never reaches the loan. */
        LoanTerms: {
            interestMethod: components["schemas"]["InterestMethod"];
            amortization: components["schemas"]["LoanAmortization"];
            interestCalculationPeriod: components["schemas"]["InterestCalculationPeriod"];
            daysInYear: components["schemas"]["DaysInYear"];
            repaymentEvery: components["schemas"]["RepaymentEvery"];
            repaymentFrequency: components["schemas"]["RepaymentFrequency"];
            installmentMultipleKobo: components["schemas"]["AmountKobo"];
            graceOnPrincipalPeriods: components["schemas"]["GracePeriods"];
            graceOnInterestPeriods: components["schemas"]["GracePeriods"];
            charges: components["schemas"]["LoanCharge"][];
            penalty: components["schemas"]["LoanPenaltyRule"] | null;
            repaymentAllocation: components["schemas"]["LoanComponent"][];
            earlyRepaymentInterest: components["schemas"]["EarlyRepaymentInterest"];
            earlyRepaymentFeePercent: components["schemas"]["Percent"] | null;
        };
        /**
         * @description One component of what the loan owes over its life: `dueKobo` charged (the whole schedule
         *     once disbursed; for fees also the charges taken at disbursement and an early-repayment
         *     fee), `paidKobo` paid (the sum of the loan's transactions of the component),
         *     `waivedKobo` forgiven by a payoff, `writtenOffKobo` written off, `outstandingKobo` = due -
         *     paid - waived - written off, which always equals the loan's sub-ledger balance of the
         *     component.
         */
        LoanComponentBalance: {
            dueKobo: components["schemas"]["BalanceKobo"];
            paidKobo: components["schemas"]["BalanceKobo"];
            waivedKobo: components["schemas"]["BalanceKobo"];
            writtenOffKobo: components["schemas"]["BalanceKobo"];
            outstandingKobo: components["schemas"]["BalanceKobo"];
        };
        /**
         * @description The components and their totals. `totalPaidKobo` is every component's paid: what the
         *     customer paid in (`customerPaidKobo`, the repayments and payoffs taken from the account or
         *     the till) and the charges taken out of the disbursement.
         */
        LoanBalances: {
            totalDueKobo: components["schemas"]["BalanceKobo"];
            totalPaidKobo: components["schemas"]["BalanceKobo"];
            customerPaidKobo: components["schemas"]["BalanceKobo"];
            totalWaivedKobo: components["schemas"]["BalanceKobo"];
            totalWrittenOffKobo: components["schemas"]["BalanceKobo"];
            principal: components["schemas"]["LoanComponentBalance"];
            interest: components["schemas"]["LoanComponentBalance"];
            fees: components["schemas"]["LoanComponentBalance"];
            penalties: components["schemas"]["LoanComponentBalance"];
            totalOutstandingKobo: components["schemas"]["BalanceKobo"];
        };
        /**
         * @description PAID; SETTLED (closed by a payoff, its unearned interest waived); WRITTEN_OFF (what it
         *     still owed was written off); PARTLY_PAID (before its due date); OVERDUE (unpaid after its
         *     due date); DUE (falls due on the processing date); FUTURE.
         * @enum {string}
         */
        LoanInstalmentState: "PAID" | "SETTLED" | "WRITTEN_OFF" | "PARTLY_PAID" | "OVERDUE" | "DUE" | "FUTURE";
        /** @description One instalment of a disbursed loan and what was paid against it. */
        LoanInstalment: {
            number: number;
            /** Format: date */
            dueDate: string;
            days: number;
            principalKobo: components["schemas"]["BalanceKobo"];
            interestKobo: components["schemas"]["BalanceKobo"];
            feeKobo: components["schemas"]["BalanceKobo"];
            penaltyKobo: components["schemas"]["BalanceKobo"];
            totalDueKobo: components["schemas"]["BalanceKobo"];
            /** @description The principal left after this instalment, as scheduled. */
            balanceKobo: components["schemas"]["BalanceKobo"];
            principalPaidKobo: components["schemas"]["BalanceKobo"];
            interestPaidKobo: components["schemas"]["BalanceKobo"];
            feePaidKobo: components["schemas"]["BalanceKobo"];
            penaltyPaidKobo: components["schemas"]["BalanceKobo"];
            /** @description Every component paid against the instalment. */
            paidKobo: components["schemas"]["BalanceKobo"];
            waivedKobo: components["schemas"]["BalanceKobo"];
            /** @description What the instalment still owed when the loan was written off. */
            writtenOffKobo: components["schemas"]["BalanceKobo"];
            outstandingKobo: components["schemas"]["BalanceKobo"];
            state: components["schemas"]["LoanInstalmentState"];
        };
        LoanFeeAmount: {
            name: string;
            amountKobo: components["schemas"]["BalanceKobo"];
        };
        /** @description A loan as lists show it; `totalOutstandingKobo` is what the borrower still owes by the schedule. */
        LoanSummary: {
            id: components["schemas"]["Id"];
            loanNumber: string;
            customerId: components["schemas"]["Id"];
            customerName: string;
            productId: components["schemas"]["Id"];
            productName: string;
            accountId: components["schemas"]["Id"];
            accountNumber: string;
            officerId: components["schemas"]["Id"];
            officerName: string;
            branchId: string | null;
            principalKobo: components["schemas"]["PositiveAmountKobo"];
            annualInterestRate: components["schemas"]["AnnualInterestRate"];
            numberOfRepayments: components["schemas"]["NumberOfRepayments"];
            status: components["schemas"]["LoanStatus"];
            /** Format: date */
            expectedDisbursementDate: string;
            /** Format: date */
            disbursementDate: string | null;
            /** Format: date */
            maturityDate: string | null;
            totalOutstandingKobo: components["schemas"]["BalanceKobo"];
            /**
             * @description What is unpaid of instalments due before the tenant's processing date (0 unless the
             *     loan is ACTIVE).
             */
            arrearsKobo: components["schemas"]["BalanceKobo"];
            /** @description Days since the oldest of those instalments fell due. */
            daysPastDue: number;
            delinquencyBucket: components["schemas"]["DelinquencyBucket"];
            prudentialClass: components["schemas"]["PrudentialClass"];
            /** Format: date-time */
            createdAt: string;
        };
        LoanOfficer: {
            id: components["schemas"]["Id"];
            fullName: string;
            /** @description The officer's home branch; null for head office. */
            branchId: string | null;
        };
        LoanOfficerList: {
            items: components["schemas"]["LoanOfficer"][];
        };
        LoanPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["LoanSummary"][];
        };
        /**
         * @description One loan with its terms, balances by component, schedule and delinquency as of the
         *     tenant's processing date (`asOfDate`). `arrearsKobo` is what is unpaid of instalments due
         *     before that date; `daysPastDue` counts from the oldest of them. Three different figures
         *     answer "how much": `dueNowKobo` (unpaid of instalments due on or before the processing
         *     date), `overdueKobo` (unpaid of those due before it, the arrears) and `payoffTodayKobo`
         *     (what closes the loan today, as getLoanPayoff itemises it; null unless active).
         */
        Loan: components["schemas"]["LoanSummary"] & {
            /** @description The full name of who booked the loan (the approver of its application). */
            bookedByName: string;
            dueNowKobo: components["schemas"]["BalanceKobo"];
            overdueKobo: components["schemas"]["BalanceKobo"];
            /** Format: int64 */
            payoffTodayKobo: number | null;
            /**
             * @description Each charge the product takes out of the disbursement, by name, with its amount on
             *     this loan's principal (what was taken once disbursed).
             */
            disbursementFees: components["schemas"]["LoanFeeAmount"][];
            /** @description What reaches the customer's account, the principal less those charges. */
            netDisbursementKobo: components["schemas"]["BalanceKobo"];
            applicationId: string | null;
            purpose: string;
            terms: components["schemas"]["LoanTerms"];
            /** @description The charges taken out of the disbursement (0 before it). */
            disbursementChargesKobo: components["schemas"]["BalanceKobo"];
            balances: components["schemas"]["LoanBalances"];
            /** @description Empty until the loan is disbursed. */
            schedule: components["schemas"]["LoanInstalment"][];
            /** Format: date */
            asOfDate: string;
            /** @description The provision the class asks for, in percent of the outstanding. */
            provisionPercent: number;
            /** Format: date */
            closedOn: string | null;
            toppedUpByLoanId: string | null;
            topUpOfLoanId: string | null;
            /** @description The approval request a write-off of this loan waits on, if any. */
            writeOffRequestId: string | null;
            allowedActions: components["schemas"]["LoanAction"][];
        };
        /**
         * @description A state of the credit application chart (docs/machines/credit-application.md): DRAFT,
         *     SUBMITTED and at once SCORED, UNDER_REVIEW by an analyst, PENDING_APPROVAL in the
         *     LOAN_APPROVAL flow, APPROVED (a loan is booked), DISBURSED; or REJECTED, RETURNED for
         *     correction, WITHDRAWN by its officer.
         * @enum {string}
         */
        CreditApplicationStatus: "DRAFT" | "SUBMITTED" | "SCORED" | "UNDER_REVIEW" | "PENDING_APPROVAL" | "APPROVED" | "DISBURSED" | "REJECTED" | "RETURNED" | "WITHDRAWN";
        /**
         * @description A step the caller may take now, by status, permission and role in the application:
         *     UPDATE (updateCreditApplication), SUBMIT, WITHDRAW, START_REVIEW, RECOMMEND, RETURN,
         *     REJECT.
         * @enum {string}
         */
        CreditApplicationAction: "UPDATE" | "SUBMIT" | "WITHDRAW" | "START_REVIEW" | "RECOMMEND" | "RETURN" | "REJECT";
        /** @enum {string} */
        EmploymentType: "SALARIED" | "SELF_EMPLOYED" | "BUSINESS_OWNER" | "CONTRACT" | "RETIRED" | "UNEMPLOYED";
        /**
         * @description What a scorecard scores. AGE in whole years (from the customer's date of birth);
         *     EMPLOYMENT_TYPE a category of EmploymentType; MONTHLY_INCOME in kobo; DEBT_SERVICE_RATIO
         *     in basis points (existing monthly obligations plus the new loan's instalment, over the
         *     monthly income); MONTHS_AS_CUSTOMER; KYC_TIER a category "1", "2" or "3"; AVERAGE_BALANCE
         *     in kobo (the disbursement account's average daily balance over the last 90 days);
         *     MAX_DAYS_IN_ARREARS (the worst arrears on the credit bureau report the officer entered).
         * @enum {string}
         */
        CreditCharacteristic: "AGE" | "EMPLOYMENT_TYPE" | "MONTHLY_INCOME" | "DEBT_SERVICE_RATIO" | "MONTHS_AS_CUSTOMER" | "KYC_TIER" | "AVERAGE_BALANCE" | "MAX_DAYS_IN_ARREARS";
        /**
         * @description A (best) to E.
         * @enum {string}
         */
        CreditGrade: "A" | "B" | "C" | "D" | "E";
        /**
         * @description What the scorecard suggests for a grade; the analyst decides.
         * @enum {string}
         */
        CreditDecision: "APPROVE" | "REFER" | "DECLINE";
        /** @description A bound of a numeric bin (years, kobo, basis points, months or days); null is open. */
        ScoreBound: number | null;
        /**
         * @description One bin of a characteristic. Numeric characteristics give `min` (included) and `max`
         *     (excluded), either null or absent for open-ended; category characteristics give
         *     `categories`. A value in the bin earns its points; a value in none earns 0.
         */
        ScoreBin: {
            label: string;
            min?: components["schemas"]["ScoreBound"];
            max?: components["schemas"]["ScoreBound"];
            categories?: string[];
            points: number;
        };
        ScorecardCharacteristic: {
            characteristic: components["schemas"]["CreditCharacteristic"];
            bins: components["schemas"]["ScoreBin"][];
        };
        /** @description Totals of at least minScore that a better grade did not take get this grade. */
        GradeCutoff: {
            grade: components["schemas"]["CreditGrade"];
            minScore: number;
            decision: components["schemas"]["CreditDecision"];
        };
        /** @description A whole scorecard; saving it makes a new version. */
        ScorecardRequest: {
            name: string;
            /** @description Each characteristic at most once. */
            characteristics: components["schemas"]["ScorecardCharacteristic"][];
            /** @description The grades A, B, C, D and E in that order, minScore strictly falling; a total below E's is still E. */
            cutoffs: components["schemas"]["GradeCutoff"][];
        };
        Scorecard: components["schemas"]["ScorecardRequest"] & {
            id: components["schemas"]["Id"];
            version: number;
            /** Format: date-time */
            createdAt: string;
            /** @description The name of the user who saved this version. */
            createdBy: string;
        };
        ScorecardVersionList: {
            /** @description The newest 100 versions. */
            items: components["schemas"]["Scorecard"][];
        };
        /** @description A new application for a customer; the facts an officer enters. */
        CreditApplicationRequest: {
            customerId: components["schemas"]["Id"];
            productId: components["schemas"]["Id"];
            principalKobo: components["schemas"]["PositiveAmountKobo"];
            /** @description Defaults to the product's. */
            numberOfRepayments?: components["schemas"]["NumberOfRepayments"];
            /** @description Defaults to the product's. */
            annualInterestRate?: components["schemas"]["AnnualInterestRate"];
            /** @description The customer's active deposit account the loan is paid into and repaid from. */
            accountId: components["schemas"]["Id"];
            purpose: string;
            /** @description The applicant's monthly income (net pay, or the business's monthly profit). */
            monthlyIncomeKobo: components["schemas"]["AmountKobo"];
            employmentType: components["schemas"]["EmploymentType"];
            /** @description What the applicant already pays each month on other debts. */
            existingMonthlyObligationsKobo: components["schemas"]["AmountKobo"];
            /** @description The worst days in arrears on the applicant's credit bureau report; null when not checked. */
            bureauMaxDaysInArrears?: number | null;
            /** @description Submit (and score) at once instead of keeping a draft. */
            submit?: boolean;
        };
        /** @description The facts to change on a DRAFT or RETURNED application; at least one. The customer stays. */
        CreditApplicationUpdateRequest: {
            productId?: components["schemas"]["Id"];
            principalKobo?: components["schemas"]["PositiveAmountKobo"];
            /** @description Defaults to the product's. */
            numberOfRepayments?: components["schemas"]["NumberOfRepayments"];
            /** @description Defaults to the product's. */
            annualInterestRate?: components["schemas"]["AnnualInterestRate"];
            /** @description The customer's active deposit account the loan is paid into and repaid from. */
            accountId?: components["schemas"]["Id"];
            purpose?: string;
            /** @description The applicant's monthly income (net pay, or the business's monthly profit). */
            monthlyIncomeKobo?: components["schemas"]["AmountKobo"];
            employmentType?: components["schemas"]["EmploymentType"];
            /** @description What the applicant already pays each month on other debts. */
            existingMonthlyObligationsKobo?: components["schemas"]["AmountKobo"];
            /** @description The worst days in arrears on the applicant's credit bureau report; null when not checked. */
            bureauMaxDaysInArrears?: number | null;
        };
        CreditRecommendation: {
            /** @enum {string} */
            decision: "APPROVE" | "DECLINE";
            note: string;
        };
        CreditApplicationReason: {
            reason: string;
        };
        CreditScoreLine: {
            characteristic: components["schemas"]["CreditCharacteristic"];
            /** @description The applicant's value of a numeric characteristic, in its unit; null when unknown or a category. */
            numericValue: number | null;
            /** @description The applicant's category (EMPLOYMENT_TYPE, KYC_TIER); null when unknown or numeric. */
            categoryValue: string | null;
            /** @description The bin the value fell in; null when none (no points). */
            binLabel: string | null;
            points: number;
        };
        CreditScore: {
            scorecardId: components["schemas"]["Id"];
            scorecardVersion: number;
            totalPoints: number;
            grade: components["schemas"]["CreditGrade"];
            decision: components["schemas"]["CreditDecision"];
            /** @description The new loan's first instalment as a monthly amount, used in the debt service ratio. */
            newInstalmentKobo: components["schemas"]["AmountKobo"];
            lines: components["schemas"]["CreditScoreLine"][];
            /** Format: date-time */
            scoredAt: string;
        };
        /** @description The application's request in the LOAN_APPROVAL flow (see the approvals inbox). */
        CreditApplicationApproval: {
            requestId: components["schemas"]["Id"];
            status: components["schemas"]["ApprovalRequestStatus"];
            levelsRequired: number;
            /** @description The level it waits for; null once it ended. */
            awaitingLevel: number | null;
            /** @description Who may approve the level it waits for; null once it ended. */
            awaitingApprovers?: components["schemas"]["ApprovalApprovers"] | null;
        };
        CreditApplicationEvent: {
            /** Format: date-time */
            at: string;
            status: components["schemas"]["CreditApplicationStatus"];
            /** @description What happened (CREATED, UPDATED, SUBMITTED, SCORED, REVIEW_STARTED, RECOMMENDED, SENT_FOR_APPROVAL, APPROVED, REJECTED, RETURNED, WITHDRAWN, DISBURSED). */
            action: string;
            /** @description The user's name; null for the server's own steps (an approval expiring). */
            actor: string | null;
            reason: string | null;
        };
        /** @description A credit application as lists show it. */
        CreditApplication: {
            id: components["schemas"]["Id"];
            applicationNumber: string;
            status: components["schemas"]["CreditApplicationStatus"];
            customerId: components["schemas"]["Id"];
            customerName: string;
            customerNumber: string;
            productId: components["schemas"]["Id"];
            productName: string;
            principalKobo: components["schemas"]["PositiveAmountKobo"];
            numberOfRepayments: components["schemas"]["NumberOfRepayments"];
            annualInterestRate: components["schemas"]["AnnualInterestRate"];
            accountId: components["schemas"]["Id"];
            accountNumber: string;
            purpose: string;
            monthlyIncomeKobo: components["schemas"]["AmountKobo"];
            employmentType: components["schemas"]["EmploymentType"];
            existingMonthlyObligationsKobo: components["schemas"]["AmountKobo"];
            bureauMaxDaysInArrears: number | null;
            officerId: components["schemas"]["Id"];
            officerName: string;
            branchId: string | null;
            analystId: string | null;
            analystName: string | null;
            /** @description The grade of the latest score; null before the first. */
            grade: components["schemas"]["CreditGrade"] | null;
            totalPoints: number | null;
            /** @description The loan booked on approval. */
            loanId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CreditApplicationDetail: components["schemas"]["CreditApplication"] & {
            /** @description The latest score; null before the first submission. */
            score: components["schemas"]["CreditScore"] | null;
            /** @description The latest approval request; null when none was made. */
            approval: components["schemas"]["CreditApplicationApproval"] | null;
            /** @description The analyst's recommendation; null before one. */
            recommendation: components["schemas"]["CreditRecommendation"] | null;
            /** @description Why it was last rejected, returned or withdrawn. */
            decisionReason: string | null;
            history: components["schemas"]["CreditApplicationEvent"][];
            allowedActions: components["schemas"]["CreditApplicationAction"][];
        };
        CreditApplicationPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["CreditApplication"][];
        };
        /** @description The fields that may change before disbursement; at least one. */
        LoanUpdateRequest: {
            officerId?: components["schemas"]["Id"];
            purpose?: string;
        };
        LoanDisburseRequest: {
            /**
             * Format: date
             * @description Defaults to the processing date; never before it.
             */
            disbursementDate?: string;
        };
        LoanRepaymentRequest: {
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            narration?: string;
        };
        /**
         * @description What paying the loan off on `asOfDate` takes, itemised: `totalKobo` = principal +
         *     interest + fees + penalties + early-repayment fee. `interestWaivedKobo` is the scheduled
         *     interest not yet earned that the payoff forgives.
         */
        LoanPayoff: {
            loanId: components["schemas"]["Id"];
            /** Format: date */
            asOfDate: string;
            principalKobo: components["schemas"]["BalanceKobo"];
            interestKobo: components["schemas"]["BalanceKobo"];
            feeKobo: components["schemas"]["BalanceKobo"];
            penaltyKobo: components["schemas"]["BalanceKobo"];
            earlyRepaymentFeeKobo: components["schemas"]["BalanceKobo"];
            totalKobo: components["schemas"]["BalanceKobo"];
            interestWaivedKobo: components["schemas"]["BalanceKobo"];
        };
        LoanLiquidateRequest: {
            /** @description The payoff total the user saw; a different current figure is refused 409 `loan_payoff_changed`. */
            expectedTotalKobo: components["schemas"]["PositiveAmountKobo"];
            narration?: string;
        };
        LoanTopUpRequest: {
            /** @description The new loan's principal; it must cover the old loan's payoff. */
            principalKobo: components["schemas"]["PositiveAmountKobo"];
            numberOfRepayments: components["schemas"]["NumberOfRepayments"];
            /** @description Defaults to the old loan's rate. */
            annualInterestRate?: components["schemas"]["AnnualInterestRate"];
        };
        LoanCloseRequest: {
            reason?: string;
        };
        LoanWriteOffRequest: {
            reason: string;
        };
        /** @enum {string} */
        LoanTransactionType: "DISBURSEMENT" | "REPAYMENT" | "PENALTY" | "LIQUIDATION" | "TOP_UP_PAYOFF" | "WRITE_OFF";
        /**
         * @description One posting on a loan: `amountKobo` is the money that moved, split by component
         *     (`principalKobo` + `interestKobo` + `feeKobo` + `penaltyKobo` for a repayment or payoff;
         *     a disbursement's principal, with the charges taken in `feeKobo`). `interestWaivedKobo` is
         *     unearned interest forgiven by a payoff. `outstandingKobo` is what the loan owed after it.
         */
        LoanTransaction: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["LoanTransactionType"];
            /** Format: date */
            postingDate: string;
            amountKobo: components["schemas"]["BalanceKobo"];
            principalKobo: components["schemas"]["BalanceKobo"];
            interestKobo: components["schemas"]["BalanceKobo"];
            feeKobo: components["schemas"]["BalanceKobo"];
            penaltyKobo: components["schemas"]["BalanceKobo"];
            interestWaivedKobo: components["schemas"]["BalanceKobo"];
            outstandingKobo: components["schemas"]["BalanceKobo"];
            entryId: components["schemas"]["Id"];
            entryNumber: string;
            narration: string;
            createdBy: string;
            /** @description The full name of who posted it. */
            createdByName: string;
            /** Format: date-time */
            createdAt: string;
        };
        LoanTransactionList: {
            items: components["schemas"]["LoanTransaction"][];
        };
        /**
         * Format: int64
         * @description A non-negative total over many loans, in kobo, inside JavaScript's safe integer range.
         */
        PortfolioKobo: number;
        /** @description One CBN prudential class of the active loans as of the processing date. */
        LoanProvisionClass: {
            prudentialClass: components["schemas"]["PrudentialClass"];
            /** @description The provision the class asks for, in percent of the outstanding principal. */
            provisionPercent: number;
            loanCount: number;
            principalOutstandingKobo: components["schemas"]["PortfolioKobo"];
            /** @description The sum of each loan's provision, each rounded half-even to the kobo. */
            requiredKobo: components["schemas"]["PortfolioKobo"];
        };
        LoanProvisioning: {
            /**
             * Format: date
             * @description The processing date the loans are classed as of.
             */
            asOfDate: string;
            /** @description Every class, from PERFORMING to LOST, also those with no loans. */
            classes: components["schemas"]["LoanProvisionClass"][];
            loanCount: number;
            principalOutstandingKobo: components["schemas"]["PortfolioKobo"];
            requiredKobo: components["schemas"]["PortfolioKobo"];
            allowanceAccountId: components["schemas"]["Id"];
            allowanceAccountCode: components["schemas"]["GlCode"];
            allowanceAccountName: string;
            /** @description What the allowance account holds now, credit-positive (a contra-asset). */
            allowanceKobo: components["schemas"]["SignedAmountKobo"];
            /** @description Required less allowance; positive raises the allowance, negative releases it. */
            differenceKobo: components["schemas"]["SignedAmountKobo"];
        };
        LoanProvisionRun: {
            id: components["schemas"]["Id"];
            /**
             * Format: date
             * @description The processing date of the run.
             */
            runDate: string;
            /** @description 1 for the first run of the date, 2 for the next, ... */
            runNumber: number;
            loanCount: number;
            requiredKobo: components["schemas"]["PortfolioKobo"];
            /** @description What the allowance held before the run, credit-positive. */
            allowanceBeforeKobo: components["schemas"]["SignedAmountKobo"];
            /** @description What the run posted; positive raised the allowance, negative released it, 0 posted nothing. */
            postedKobo: components["schemas"]["SignedAmountKobo"];
            /** @description The journal entry of the posting; null when nothing was posted. */
            entryId: string | null;
            entryNumber: string | null;
            /** @description The username of who ran it. */
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
        };
        LoanProvisionRunList: {
            items: components["schemas"]["LoanProvisionRun"][];
        };
        /**
         * @description Whether a till may be given to a teller.
         * @enum {string}
         */
        TillStatus: "ACTIVE" | "INACTIVE";
        /** @description A till of a branch, its own teller cash GL account and its cash position. */
        Till: {
            id: components["schemas"]["Id"];
            branchId: components["schemas"]["Id"];
            branchName: string;
            code: components["schemas"]["Code"];
            name: string;
            status: components["schemas"]["TillStatus"];
            /** @description Over this balance the teller is asked to drop cash to the vault. */
            softLimitKobo: components["schemas"]["PositiveAmountKobo"];
            /** @description A deposit that would take the balance over this is refused. */
            hardLimitKobo: components["schemas"]["PositiveAmountKobo"];
            glAccountId: components["schemas"]["Id"];
            glAccountCode: components["schemas"]["GlCode"];
            /**
             * Format: int64
             * @description The ledger balance of the till's GL account, the cash the till should hold. Null for a
             *     user without `till.session.reconcile` while the till's session is CLOSING: the teller
             *     counts blind and must not learn the expected cash before the count is in.
             */
            balanceKobo: number | null;
            overSoftLimit: boolean;
            /** @description The session not yet CLOSED that holds the till, if any. */
            currentSessionId: string | null;
            currentSessionStatus: components["schemas"]["TillSessionStatus"] | null;
            currentTellerId: string | null;
            currentTellerName: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TillList: {
            items: components["schemas"]["Till"][];
        };
        TillTellerList: {
            items: components["schemas"]["TillTeller"][];
        };
        /** @description A user who may open a till session. */
        TillTeller: {
            id: components["schemas"]["Id"];
            fullName: string;
        };
        TillRequest: {
            branchId: components["schemas"]["Id"];
            code: components["schemas"]["Code"];
            name: string;
            softLimitKobo: components["schemas"]["PositiveAmountKobo"];
            hardLimitKobo: components["schemas"]["PositiveAmountKobo"];
        };
        TillUpdate: {
            name?: string;
            status?: components["schemas"]["TillStatus"];
            softLimitKobo?: components["schemas"]["PositiveAmountKobo"];
            hardLimitKobo?: components["schemas"]["PositiveAmountKobo"];
        };
        /** @description A branch's vault and the balance of its vault cash GL account. */
        Vault: {
            id: components["schemas"]["Id"];
            branchId: components["schemas"]["Id"];
            branchName: string;
            glAccountId: components["schemas"]["Id"];
            glAccountCode: components["schemas"]["GlCode"];
            balanceKobo: components["schemas"]["SignedAmountKobo"];
        };
        VaultList: {
            items: components["schemas"]["Vault"][];
        };
        Denomination: {
            valueKobo: components["schemas"]["PositiveAmountKobo"];
            /** @enum {string} */
            kind: "NOTE" | "COIN";
            /** @description How people name it, e.g. "₦1,000" or "50k". */
            label: string;
        };
        DenominationList: {
            /** @enum {string} */
            currency: "NGN";
            /** @description The caller's withdrawal limit; 0 when none of their roles pays cash out alone. */
            withdrawalLimitKobo: components["schemas"]["AmountKobo"];
            items: components["schemas"]["Denomination"][];
        };
        /** @description So many pieces of one denomination; the total of a count is the sum of valueKobo x pieces. */
        DenominationCount: {
            valueKobo: components["schemas"]["PositiveAmountKobo"];
            pieces: number;
        };
        /** @description A count by denomination, each denomination at most once. */
        CashCount: components["schemas"]["DenominationCount"][];
        TillCountRequest: {
            count: components["schemas"]["CashCount"];
        };
        /**
         * @description The state of the till session chart (machines/till-session.machine.ts): ASSIGNED, OPENED
         *     (opening count differs, waits for the head teller), ACTIVE, CLOSING (blind count),
         *     BALANCED or VARIANCE_PENDING, CLOSED, RECONCILED.
         * @enum {string}
         */
        TillSessionStatus: "ASSIGNED" | "OPENED" | "ACTIVE" | "CLOSING" | "BALANCED" | "VARIANCE_PENDING" | "CLOSED" | "RECONCILED";
        /**
         * @description A teller's day at a till. `expectedCashKobo`, `openingBalanceKobo` and `varianceKobo` are
         *     null for a user without `till.session.reconcile` while the closing count is not yet
         *     submitted (blind count); a user with `till.session.reconcile` or `till.cash.manage` always
         *     sees them, the expected cash of an ACTIVE session included.
         */
        TillSession: {
            id: components["schemas"]["Id"];
            tillId: components["schemas"]["Id"];
            tillCode: components["schemas"]["Code"];
            tillName: string;
            branchId: components["schemas"]["Id"];
            tellerId: components["schemas"]["Id"];
            tellerName: string;
            /** Format: date */
            businessDate: string;
            status: components["schemas"]["TillSessionStatus"];
            /**
             * Format: int64
             * @description The till's ledger balance when the opening count was made.
             */
            openingBalanceKobo: number | null;
            /** Format: int64 */
            openingCountKobo: number | null;
            /** Format: int64 */
            closingCountKobo: number | null;
            /**
             * Format: int64
             * @description Opening + deposits - withdrawals + pickups - drops (hidden from the teller until counted).
             */
            expectedCashKobo: number | null;
            /**
             * Format: int64
             * @description Closing count - expected cash; positive is an overage, negative a shortage.
             */
            varianceKobo: number | null;
            varianceRequestId: string | null;
            /** @description The session is of an earlier business date and not yet CLOSED. */
            leftOpen: boolean;
            assignedBy: components["schemas"]["Id"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            openedAt: string | null;
            /** Format: date-time */
            closedAt: string | null;
            /** Format: date-time */
            reconciledAt: string | null;
        };
        /** @description One movement of the till's cash in the session, with the running cash after it. */
        TillSessionLine: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            kind: "OPENING" | "DEPOSIT" | "WITHDRAWAL" | "LOAN_REPAYMENT" | "PICKUP" | "DROP" | "REVERSAL" | "VARIANCE";
            reference: string;
            status: string;
            /**
             * @description The cash in (positive) or out (negative). A withdrawal still AWAITING_APPROVAL, or
             *     REJECTED, is listed with its amount but has moved no cash: the running cash after it
             *     is the same as before it.
             */
            amountKobo: components["schemas"]["SignedAmountKobo"];
            /**
             * Format: int64
             * @description Null for the teller during a blind count.
             */
            runningCashKobo: number | null;
            accountNumber: string | null;
            /** Format: date-time */
            at: string;
        };
        TillSessionDetail: components["schemas"]["TillSession"] & {
            /**
             * Format: int64
             * @description The cash a RECONCILED session's till still holds, to go back to the vault; null otherwise.
             */
            cashToReturnKobo: number | null;
            openingCount: components["schemas"]["CashCount"];
            closingCount: components["schemas"]["CashCount"];
            lines: components["schemas"]["TillSessionLine"][];
            /** @description The chart's steps this user may take now (open, acceptOpening, startClose, submitClosingCount, close, reconcile, returnCash, deposit, withdraw, confirmMovement). */
            allowedActions: string[];
        };
        TillSessionPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["TillSession"][];
        };
        TillSessionAssignRequest: {
            tillId: components["schemas"]["Id"];
            tellerId: components["schemas"]["Id"];
        };
        /** @description A cash deposit or withdrawal at the counter, with who brought or took the cash. */
        CashTransactionRequest: {
            accountId: components["schemas"]["Id"];
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            /** @description The depositor's or withdrawer's name. */
            partyName: string;
            partyPhone: components["schemas"]["PhoneNumber"];
            narration?: string;
            denominations: components["schemas"]["CashCount"];
        };
        /** @description A loan as the teller sees it at the counter. */
        CashLoan: {
            id: components["schemas"]["Id"];
            loanNumber: string;
            customerName: string;
            productName: string;
            accountNumber: string;
            /**
             * Format: date
             * @description The first instalment due on or after the processing date with something unpaid (null when none is left).
             */
            nextDueDate: string | null;
            /** @description What is unpaid of that instalment (0 when none is left). */
            nextDueKobo: components["schemas"]["AmountKobo"];
            arrearsKobo: components["schemas"]["AmountKobo"];
            totalOutstandingKobo: components["schemas"]["AmountKobo"];
        };
        CashLoanList: {
            items: components["schemas"]["CashLoan"][];
        };
        /** @description A loan repayment brought in cash, with who brought it. */
        CashLoanRepaymentRequest: {
            loanId: components["schemas"]["Id"];
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            partyName: string;
            partyPhone: components["schemas"]["PhoneNumber"];
            narration?: string;
            denominations: components["schemas"]["CashCount"];
        };
        /** @enum {string} */
        CashTransactionStatus: "AWAITING_APPROVAL" | "POSTED" | "REJECTED" | "REVERSAL_PENDING" | "REVERSED";
        CashTransaction: {
            id: components["schemas"]["Id"];
            reference: string;
            /**
             * @description LOAN_REPAYMENT is cash into the loan's account that repays the loan at once.
             * @enum {string}
             */
            kind: "DEPOSIT" | "WITHDRAWAL" | "LOAN_REPAYMENT";
            status: components["schemas"]["CashTransactionStatus"];
            sessionId: components["schemas"]["Id"];
            tillId: components["schemas"]["Id"];
            tillCode: components["schemas"]["Code"];
            branchId: components["schemas"]["Id"];
            branchName: string;
            tellerId: components["schemas"]["Id"];
            tellerName: string;
            accountId: components["schemas"]["Id"];
            accountNumber: components["schemas"]["AccountNumber"];
            accountName: string;
            /** @description The loan a LOAN_REPAYMENT repaid. */
            loanId: string | null;
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            partyName: string;
            partyPhone: string;
            narration: string;
            denominations: components["schemas"]["CashCount"];
            entryId: string | null;
            approvalRequestId: string | null;
            reversalRequestId: string | null;
            reversalEntryId: string | null;
            /** @description The till holds more than its soft limit after this transaction; drop cash to the vault. */
            softLimitExceeded: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        CashReversalRequest: {
            reason: string;
        };
        /**
         * @description IN_TRANSIT until the till's teller confirms (CONFIRMED, posted) or the head teller cancels.
         * @enum {string}
         */
        CashMovementStatus: "IN_TRANSIT" | "CONFIRMED" | "CANCELLED";
        CashMovementRequest: {
            tillId: components["schemas"]["Id"];
            /**
             * @description PICKUP moves cash from the vault to the till, DROP from the till to the vault.
             * @enum {string}
             */
            kind: "PICKUP" | "DROP";
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            denominations: components["schemas"]["CashCount"];
        };
        CashMovement: {
            id: components["schemas"]["Id"];
            reference: string;
            /** @enum {string} */
            kind: "PICKUP" | "DROP";
            status: components["schemas"]["CashMovementStatus"];
            tillId: components["schemas"]["Id"];
            tillCode: components["schemas"]["Code"];
            branchId: components["schemas"]["Id"];
            sessionId: string | null;
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            denominations: components["schemas"]["CashCount"];
            sentBy: components["schemas"]["Id"];
            sentByName: string;
            confirmedBy: string | null;
            entryId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            confirmedAt: string | null;
        };
        CashMovementList: {
            items: components["schemas"]["CashMovement"][];
        };
        CashPositionRow: {
            tillId: components["schemas"]["Id"];
            tillCode: components["schemas"]["Code"];
            tillName: string;
            sessionId: string | null;
            sessionStatus: components["schemas"]["TillSessionStatus"] | null;
            tellerName: string | null;
            /**
             * Format: int64
             * @description Null when `expectedCashKobo` is, as the parts add up to it.
             */
            openingKobo: number | null;
            /**
             * Format: int64
             * @description Null when `expectedCashKobo` is.
             */
            depositsKobo: number | null;
            /**
             * Format: int64
             * @description Null when `expectedCashKobo` is.
             */
            withdrawalsKobo: number | null;
            /**
             * Format: int64
             * @description Null when `expectedCashKobo` is.
             */
            pickupsKobo: number | null;
            /**
             * Format: int64
             * @description Null when `expectedCashKobo` is.
             */
            dropsKobo: number | null;
            /**
             * Format: int64
             * @description Opening + deposits - withdrawals + pickups - drops. Null for a user without
             *     `till.session.reconcile` or `till.cash.manage` from the session's assignment until its
             *     closing count is in (the teller works and counts blind).
             */
            expectedCashKobo: number | null;
            /**
             * Format: int64
             * @description The till's ledger balance; null when `expectedCashKobo` is, as it tells the same figure.
             */
            balanceKobo: number | null;
            softLimitKobo: components["schemas"]["PositiveAmountKobo"];
            hardLimitKobo: components["schemas"]["PositiveAmountKobo"];
        };
        CashPosition: {
            branchId: components["schemas"]["Id"];
            /** Format: date */
            date: string;
            vaultBalanceKobo: components["schemas"]["SignedAmountKobo"];
            rows: components["schemas"]["CashPositionRow"][];
        };
        /**
         * @description The operation an approval flow governs. Areas not built yet (NIP, tills, lending,
         *     finance) are named now and submit their requests when they land.
         * @enum {string}
         */
        ApprovalOperationType: "NIP_TRANSFER" | "NIP_REVERSAL" | "CASH_WITHDRAWAL" | "CASH_REVERSAL" | "MANUAL_JOURNAL" | "JOURNAL_REVERSAL" | "EXPENSE" | "LOAN_APPROVAL" | "TILL_VARIANCE" | "LOAN_WRITE_OFF" | "CUSTOMER_UPDATE" | "KYC_TIER_UPGRADE" | "TERM_DEPOSIT_BOOKING" | "TERM_DEPOSIT_LIQUIDATION";
        /** @description Who may approve one level; a user qualifies by holding any of the roles or any of the permissions. */
        ApprovalApprovers: {
            roles: components["schemas"]["RoleKey"][];
            permissions: components["schemas"]["Permission"][];
        };
        /**
         * @description Requests of at least `fromKobo` and below `toKobo` (null: no upper bound) need `levels`
         *     approvals, each by one of that level's approvers; an amount in no band needs none.
         */
        ApprovalBand: {
            fromKobo: components["schemas"]["AmountKobo"];
            /**
             * Format: int64
             * @description The end of the band in kobo, not included; null for no end.
             */
            toKobo: number | null;
            /** @enum {integer} */
            levels: 1 | 2;
            /** @description One entry per level, level 1 first. */
            approvers: components["schemas"]["ApprovalApprovers"][];
            /** @description Approvers must work at the request's branch (head-office staff always may). */
            sameBranch: boolean;
        };
        /** @description The approvals an operation type needs, by amount band; one flow per type. */
        ApprovalFlow: {
            id: components["schemas"]["Id"];
            name: string;
            operationType: components["schemas"]["ApprovalOperationType"];
            bands: components["schemas"]["ApprovalBand"][];
            /** @description How long a request waits before it expires. */
            expiryHours: number;
            status: components["schemas"]["ActiveStatus"];
            /** Format: date-time */
            updatedAt: string;
        };
        ApprovalFlowList: {
            items: components["schemas"]["ApprovalFlow"][];
        };
        ApprovalFlowSaveRequest: {
            id?: components["schemas"]["Id"];
            name: string;
            operationType: components["schemas"]["ApprovalOperationType"];
            bands: components["schemas"]["ApprovalBand"][];
            expiryHours: number;
            status?: components["schemas"]["ActiveStatus"];
        };
        /**
         * @description Where a request is in its life cycle (machines/approval-request.machine.ts).
         * @enum {string}
         */
        ApprovalRequestStatus: "PENDING_LEVEL1" | "PENDING_LEVEL2" | "APPROVED" | "EXECUTED" | "REJECTED" | "EXPIRED" | "CANCELLED";
        ApprovalUser: {
            id: components["schemas"]["Id"];
            username: string;
            fullName: string;
        };
        /** @description One line of what the request would do, as its area words it. */
        ApprovalDetail: {
            label: string;
            value: string;
        };
        ApprovalHistoryItem: {
            /** @enum {string} */
            action: "SUBMITTED" | "APPROVED" | "REJECTED" | "CANCELLED" | "EXECUTED";
            level: number | null;
            by: components["schemas"]["ApprovalUser"];
            reason: string | null;
            /** Format: date-time */
            at: string;
        };
        ApprovalRequestSummary: {
            id: components["schemas"]["Id"];
            /** @description The request's reference as people read it (APR-000123), one per tenant. */
            reference: string;
            operationType: components["schemas"]["ApprovalOperationType"];
            status: components["schemas"]["ApprovalRequestStatus"];
            amountKobo: components["schemas"]["AmountKobo"];
            /** @enum {integer} */
            levelsRequired: 1 | 2;
            /** @description The level the request waits for; null once it has ended. */
            awaitingLevel: number | null;
            branchId: string | null;
            maker: components["schemas"]["ApprovalUser"];
            summary: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            decidedAt: string | null;
            /** @description What the operation made when it ran (an entry's id, a transfer's id). */
            resultReference: string | null;
        };
        ApprovalRequest: components["schemas"]["ApprovalRequestSummary"] & {
            details: components["schemas"]["ApprovalDetail"][];
            /** @description Who may approve each level, as the band said when the request was made. */
            approvers: components["schemas"]["ApprovalApprovers"][];
            sameBranch: boolean;
            /** @description The hold on the source account while the request waits. */
            holdId: string | null;
            history: components["schemas"]["ApprovalHistoryItem"][];
        };
        ApprovalRequestPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["ApprovalRequestSummary"][];
        };
        ApprovalCountByType: {
            operationType: components["schemas"]["ApprovalOperationType"];
            count: number;
        };
        ApprovalCountGroup: {
            total: number;
            /** @description Only the types with at least one request. */
            byType: components["schemas"]["ApprovalCountByType"][];
        };
        ApprovalCounts: {
            awaitingMe: components["schemas"]["ApprovalCountGroup"];
            mine: components["schemas"]["ApprovalCountGroup"];
        };
        ApprovalDecision: {
            /** @description A note for the history. */
            reason?: string;
        };
        ApprovalRejection: {
            reason: string;
        };
        /** @description The tenant's connection to the NIP switch. */
        PaymentIntegration: {
            /** @description False until the settings are first saved; NIP calls answer `nip_not_configured` until then. */
            configured: boolean;
            /** @description The switch's base address; each message is posted to `<endpoint>/<method>`. */
            endpoint: string;
            /** @description Our 6-digit NIP institution code, which starts every session ID. */
            institutionCode: string;
            channelCode: string;
            timeoutMs: number;
            secretSet: boolean;
            /** @description The last four characters of the shared secret; the secret itself is never answered. */
            secretLastFour: string | null;
            /** Format: date-time */
            updatedAt: string | null;
            updatedBy: string | null;
        };
        PaymentIntegrationSaveRequest: {
            endpoint: string;
            institutionCode: string;
            /** @description 1 (internet banking) unless given. */
            channelCode?: string;
            timeoutMs: number;
            /** @description Signs every message (HMAC-SHA256). Left out, the saved one is kept. */
            sharedSecret?: string;
        };
        PaymentIntegrationTestRequest: {
            /** @description The NIP code of the bank to ask. */
            bankCode: string;
            accountNumber: string;
        };
        PaymentIntegrationTestResult: {
            /** @description True when the switch answered at all. */
            reached: boolean;
            responseCode: string | null;
            message: string;
            accountName: string | null;
            latencyMs: number;
        };
        IdentityServices: {
            bvn: components["schemas"]["IdentityService"];
            nin: components["schemas"]["IdentityService"];
        };
        /** @description A tenant's connection to NIBSS's BVN validation or NIMC's identity search. */
        IdentityService: {
            /** @enum {string} */
            service: "bvn" | "nin";
            configured: boolean;
            endpoint: string;
            /** @description NIBSS's organisation code, or NIMC's org ID. */
            organisationCode: string;
            /** @description NIMC's partner username (the NIN service only). */
            username: string | null;
            timeoutMs: number;
            /** @description Whether the password (and for the BVN service the AES key and IV) are saved; they are never answered. */
            secretsSet: boolean;
            /** Format: date-time */
            updatedAt: string | null;
            updatedBy: string | null;
        };
        IdentityServiceSaveRequest: {
            endpoint: string;
            organisationCode: string;
            username?: string;
            timeoutMs: number;
            /** @description Left out, the saved one is kept. */
            password?: string;
            /** @description The BVN service's AES-128 key, 16 characters. Left out, the saved one is kept. */
            aesKey?: string;
            /** @description The BVN service's AES initialisation vector, 16 characters. Left out, the saved one is kept. */
            ivKey?: string;
        };
        IdentityServiceTestResult: {
            /** @description True when the service answered at all. */
            reached: boolean;
            /** @description True when it accepted our credentials and answered the lookup. */
            ok: boolean;
            responseCode: string | null;
            message: string;
            latencyMs: number;
        };
        IdentityCheck: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            kind: "BVN" | "NIN";
            /** @enum {string} */
            state: "MATCHED" | "MISMATCH" | "NOT_FOUND" | "UNAVAILABLE";
            mismatchedFields: ("NAME" | "DATE_OF_BIRTH" | "PHONE")[];
            /** @description The service's own response code, when it answered. */
            responseCode: string | null;
            /** @description What the check found, in words. */
            message: string;
            /** Format: date-time */
            checkedAt: string;
            checkedBy: string;
            /** @description True when the number checked is no longer the customer's (the check then counts as not checked). */
            stale: boolean;
        };
        IdentityNumberChecks: {
            /** @description The customer's BVN or NIN, all but the last four digits hidden; null when the customer has none. */
            numberMasked: string | null;
            /**
             * @description Where the check stands (NOT_CHECKED without a current check).
             * @enum {string}
             */
            state: "NOT_CHECKED" | "MATCHED" | "MISMATCH" | "NOT_FOUND" | "UNAVAILABLE";
            latest: components["schemas"]["IdentityCheck"] | null;
        };
        CustomerIdentityChecks: {
            customerId: components["schemas"]["Id"];
            bvn: components["schemas"]["IdentityNumberChecks"];
            nin: components["schemas"]["IdentityNumberChecks"];
            /** @description Every check of the customer, newest first (at most 100). */
            history: components["schemas"]["IdentityCheck"][];
        };
        BankRefreshResult: {
            added: number;
            updated: number;
            deactivated: number;
            /** @description Institutions in the tenant's list after the refresh. */
            total: number;
        };
        NipNameEnquiryRequest: {
            /** @description The beneficiary bank's 6-digit NIP code. */
            bankCode: string;
            accountNumber: string;
        };
        NipNameEnquiryResult: {
            sessionId: components["schemas"]["NipSessionId"];
            bankCode: string;
            bankName: string;
            accountNumber: string;
            accountName: string;
            kycLevel: string;
        };
        /** @description 30 digits, the sending institution's 6-digit code, yyMMddHHmmss and 12 digits unique to the sender. */
        NipSessionId: string;
        NipQuoteRequest: {
            debitAccountId: components["schemas"]["Id"];
            amountKobo: components["schemas"]["PositiveAmountKobo"];
        };
        NipTransferQuote: {
            amountKobo: components["schemas"]["AmountKobo"];
            feeKobo: components["schemas"]["AmountKobo"];
            vatKobo: components["schemas"]["AmountKobo"];
            totalDebitKobo: components["schemas"]["AmountKobo"];
            availableKobo: components["schemas"]["SignedAmountKobo"];
            kycTier: components["schemas"]["KycTier"];
            perTransactionLimitKobo: components["schemas"]["AmountKobo"];
            dailyLimitKobo: components["schemas"]["AmountKobo"];
            /** @description What the customer's accounts have sent over NIP today, counting transfers still awaiting approval. */
            usedTodayKobo: components["schemas"]["AmountKobo"];
            /** @description The levels of approval the amount needs (0 when none). */
            approvalLevels: number;
        };
        NipTransferRequest: {
            debitAccountId: components["schemas"]["Id"];
            beneficiaryBankCode: string;
            beneficiaryAccountNumber: string;
            /** @description The name the user confirmed; it must be the name enquiry's. */
            beneficiaryAccountName: string;
            nameEnquirySessionId: components["schemas"]["NipSessionId"];
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            narration: string;
        };
        /**
         * @description The outward transfer statechart (docs/machines/nip-transfer.md): AWAITING_APPROVAL (money
         *     held), DEBITED (posted, not yet sent), SENT (sent, no final answer yet: status queries
         *     follow), SUCCESSFUL, FAILED (a final failure, about to be reversed), REVERSED,
         *     MANUAL_REVIEW (34, 35, 63: left to operations), REJECTED (approval refused or expired or
         *     cancelled; nothing was posted).
         * @enum {string}
         */
        NipTransferStatus: "AWAITING_APPROVAL" | "DEBITED" | "SENT" | "SUCCESSFUL" | "FAILED" | "REVERSED" | "MANUAL_REVIEW" | "REJECTED";
        NipTransfer: {
            id: components["schemas"]["Id"];
            /** @description Our reference, printed on the customer's statement. */
            reference: string;
            sessionId: components["schemas"]["NipSessionId"];
            status: components["schemas"]["NipTransferStatus"];
            debitAccountId: components["schemas"]["Id"];
            debitAccountNumber: components["schemas"]["AccountNumber"];
            debitAccountName: string;
            beneficiaryBankCode: string;
            beneficiaryBankName: string;
            beneficiaryAccountNumber: string;
            beneficiaryAccountName: string;
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            feeKobo: components["schemas"]["AmountKobo"];
            vatKobo: components["schemas"]["AmountKobo"];
            narration: string;
            /** @description The switch's last response code. */
            responseCode: string | null;
            responseMessage: string | null;
            approvalRequestId: string | null;
            reversalRequestId: string | null;
            /** @description The journal entry that debited the customer. */
            entryId: string | null;
            reversalEntryId: string | null;
            /** @description The journal number of the entry that debited the customer (JE-00000040). */
            entryNumber: string | null;
            /** @description The journal number of the reversal entry. */
            reversalEntryNumber: string | null;
            makerId: components["schemas"]["Id"];
            makerName: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        NipTransferEvent: {
            /** Format: date-time */
            at: string;
            status: components["schemas"]["NipTransferStatus"];
            /** @description What happened (CREATED, APPROVED, DEBITED, SENT, STATUS_QUERY, ANSWERED, REVERSED, ...). */
            action: string;
            responseCode: string | null;
            detail: string | null;
            /** @description The user's name, or null for the server's own background work. */
            actor: string | null;
        };
        NipTransferDetail: components["schemas"]["NipTransfer"] & {
            history: components["schemas"]["NipTransferEvent"][];
            /**
             * Format: date-time
             * @description When the next status query is due, while the transfer is SENT.
             */
            nextQueryAt: string | null;
            queryAttempts: number;
        };
        NipTransferPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["NipTransfer"][];
        };
        NipReconRunRequest: {
            /**
             * Format: date
             * @description The settlement date the report covers.
             */
            date: string;
            /** @description The settlement report as the switch produces it; left out, it is fetched from the switch. */
            csv?: string;
        };
        /** @enum {string} */
        NipReconResult: "MATCHED" | "ONLY_AT_SWITCH" | "ONLY_WITH_US" | "AMOUNT_MISMATCH" | "STATUS_MISMATCH";
        NipReconRun: {
            id: components["schemas"]["Id"];
            /** Format: date */
            date: string;
            /** @enum {string} */
            source: "UPLOAD" | "SWITCH";
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            /** @description How many lines had each result (mismatchedValue counts AMOUNT_MISMATCH). */
            counts: {
                matched: number;
                onlyAtSwitch: number;
                onlyWithUs: number;
                mismatchedValue: number;
                mismatchedStatus: number;
            };
            /** @description The successful transfers' total in the switch's report. */
            switchTotalKobo: components["schemas"]["AmountKobo"];
            /** @description Our successful transfers' total for the date. */
            ourTotalKobo: components["schemas"]["AmountKobo"];
            /** @description The NIP settlement GL account's balance at the end of the date. */
            settlementGlBalanceKobo: components["schemas"]["SignedAmountKobo"];
            openExceptions: number;
            /**
             * @description How the settlement GL balance is made up (getNipReconRun only), each part
             *     debit-positive, adding up to settlementGlBalanceKobo: the balance brought forward
             *     from the day before, our transfers of the date by how they stand (settled, debited
             *     here and not settled at the switch, failed and not yet put back, put back), the
             *     inward transfers credited that day, and anything else posted to the account that day.
             */
            glExplanation?: components["schemas"]["NipReconGlPart"][];
        };
        NipReconGlPart: {
            /** @enum {string} */
            kind: "BROUGHT_FORWARD" | "SETTLED" | "NOT_AT_SWITCH" | "FAILED_NOT_REVERSED" | "REVERSED" | "INWARD" | "OTHER";
            /** @description How many transfers the part holds (0 for the balance brought forward and other postings). */
            count: number;
            amountKobo: components["schemas"]["SignedAmountKobo"];
        };
        NipReconRunPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["NipReconRun"][];
        };
        NipReconItem: {
            id: components["schemas"]["Id"];
            runId: components["schemas"]["Id"];
            sessionId: components["schemas"]["NipSessionId"];
            result: components["schemas"]["NipReconResult"];
            /** Format: int64 */
            switchAmountKobo: number | null;
            /** Format: int64 */
            ourAmountKobo: number | null;
            /** @description The switch's response code for the session. */
            switchStatus: string | null;
            ourStatus: components["schemas"]["NipTransferStatus"] | null;
            transferId: string | null;
            /** @enum {string|null} */
            resolution: "REQUERIED" | "REVERSAL_REQUESTED" | "REVERSED" | "MARKED_RESOLVED" | null;
            resolvedBy: string | null;
            /** Format: date-time */
            resolvedAt: string | null;
            reason: string | null;
            reversalRequestId: string | null;
        };
        NipReconItemPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["NipReconItem"][];
        };
        NipReconResolveRequest: {
            /** @enum {string} */
            action: "REQUERY" | "REVERSE" | "MARK_RESOLVED";
            reason: string;
        };
        /**
         * @description PENDING waits in the approval flows; POSTED was approved and posted; REJECTED by a checker,
         *     CANCELLED by its maker and EXPIRED while waiting end it without posting.
         * @enum {string}
         */
        ExpenseStatus: "PENDING" | "POSTED" | "REJECTED" | "CANCELLED" | "EXPIRED";
        /**
         * @description Whom the bank pays, which sets the withholding tax rate with the kind of supply.
         * @enum {string}
         */
        ExpensePayeeType: "COMPANY" | "INDIVIDUAL";
        /**
         * @description What the payee supplied, as the Deduction of Tax at Source (Withholding) Regulations 2024
         *     list it: goods or materials; other services; consultancy, technical, management or
         *     professional services; commission or brokerage; rent, hire or lease; construction of
         *     roads, bridges, buildings or power plants; other construction; royalty; directors' fees.
         * @enum {string}
         */
        ExpenseSupplyKind: "GOODS" | "SERVICES" | "PROFESSIONAL_SERVICES" | "COMMISSION" | "RENT" | "CONSTRUCTION" | "OTHER_CONSTRUCTION" | "ROYALTY" | "DIRECTORS_FEES";
        /** @description The invoice, a PDF (5 MB at most) or a PNG or JPEG image (2 MB), judged by its bytes. */
        ExpenseInvoiceFile: {
            fileName: string;
            /** @description The type the sender claims; the bytes must be of this type. */
            contentType: string;
            /** @description The file, base64-encoded. */
            contentBase64: string;
        };
        ExpenseInvoice: {
            fileName: string;
            /** @enum {string} */
            contentType: "application/pdf" | "image/png" | "image/jpeg";
            sizeBytes: number;
        };
        Expense: {
            id: components["schemas"]["Id"];
            /** @description The tenant's number for it, EXP-000123. */
            expenseNumber: string;
            status: components["schemas"]["ExpenseStatus"];
            payeeName: string;
            payeeType: components["schemas"]["ExpensePayeeType"];
            supplyKind: components["schemas"]["ExpenseSupplyKind"];
            glAccountId: components["schemas"]["Id"];
            glAccountCode: string;
            glAccountName: string;
            branchId: components["schemas"]["Id"];
            branchCode: string;
            branchName: string;
            paidFromAccountId: components["schemas"]["Id"];
            paidFromAccountCode: string;
            paidFromAccountName: string;
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            vatCharged: boolean;
            vatKobo: components["schemas"]["AmountKobo"];
            /** @description The withholding tax rate in basis points (500 is 5 %). */
            whtRateBps: number;
            whtKobo: components["schemas"]["AmountKobo"];
            grossKobo: components["schemas"]["AmountKobo"];
            paidKobo: components["schemas"]["AmountKobo"];
            invoiceReference: string;
            /** Format: date */
            invoiceDate: string;
            description: string;
            invoice: components["schemas"]["ExpenseInvoice"] | null;
            approvalRequestId: string | null;
            approvalReference: string | null;
            /** @description The approval level it waits for while pending; null once decided. */
            awaitingLevel: number | null;
            /** @description The journal entry that posted it; null until posted. */
            journalEntryId: string | null;
            journalEntryNumber: string | null;
            createdBy: components["schemas"]["Id"];
            createdByName: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            decidedAt: string | null;
        };
        ExpenseTrailStep: {
            /** @enum {string} */
            action: "SUBMITTED" | "APPROVED" | "REJECTED" | "CANCELLED" | "EXECUTED" | "EXPIRED";
            level: number | null;
            actorName: string | null;
            reason: string | null;
            /** Format: date-time */
            at: string;
        };
        ExpenseDetail: components["schemas"]["Expense"] & {
            /** @description The approval request's steps, oldest first. */
            trail: components["schemas"]["ExpenseTrailStep"][];
        };
        /** @description The expense wrapped in `expense`, as older servers answer it. */
        ExpenseEnvelope: {
            expense: components["schemas"]["Expense"];
        };
        /** @description The sums over every expense the filter matches. */
        ExpenseTotals: {
            count: number;
            amountKobo: components["schemas"]["AmountKobo"];
            vatKobo: components["schemas"]["AmountKobo"];
            whtKobo: components["schemas"]["AmountKobo"];
            paidKobo: components["schemas"]["AmountKobo"];
        };
        ExpensePage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["Expense"][];
            totals: components["schemas"]["ExpenseTotals"];
        };
        ExpenseCreateRequest: {
            payeeName: string;
            payeeType: components["schemas"]["ExpensePayeeType"];
            supplyKind: components["schemas"]["ExpenseSupplyKind"];
            /** @description The expense account's code (an expense account, not a header). */
            glAccountCode: string;
            /** @description The code of the branch the expense belongs to. */
            branchCode: string;
            /**
             * @description The cash or bank account it is paid from (an asset account, not a header); absent: the
             *     credit account of the EXPENSE event of the GL map.
             */
            paidFromAccountCode?: string;
            /**
             * Format: int64
             * @description The invoice's amount before VAT, in kobo; at most ₦10,000,000,000.
             */
            amountKobo: number;
            /** @description Whether the supplier charges VAT (7.5 % on top); true when absent. */
            vatCharged?: boolean;
            invoiceReference: string;
            /**
             * Format: date
             * @description The invoice's date; not after the processing date.
             */
            invoiceDate: string;
            description: string;
            invoice?: components["schemas"]["ExpenseInvoiceFile"];
        };
        ExpenseApproveRequest: {
            /** @description A note for the trail. */
            reason?: string;
        };
        /** @description What a bulk upload created, or on a dry run would create, and the rows it refused. */
        ExpenseBulkResult: {
            created: number;
            failed: number;
            /** @description The rows read from the items or the file. */
            rowCount: number;
            /** @description True when the rows were only checked and nothing was written. */
            dryRun: boolean;
            /** @description The created expenses, in request order. */
            items: components["schemas"]["Expense"][];
            errors: components["schemas"]["BulkError"][];
        };
        /** @description A branch's code as the branch list shows it (LAG-HO). */
        BudgetBranchCode: string;
        /**
         * @description How a financial year is cut for budget against actual.
         * @enum {string}
         */
        BudgetPeriod: "MONTH" | "QUARTER" | "YEAR";
        /**
         * @description The GL account types that take a budget.
         * @enum {string}
         */
        BudgetAccountType: "INCOME" | "EXPENSE";
        /**
         * @description One budget line: the amount planned for one GL account in one month of a financial year
         *     (the calendar year), for one branch or (no branch) the whole bank.
         */
        Budget: {
            id: components["schemas"]["Id"];
            year: components["schemas"]["Year"];
            month: number;
            /** @description The branch; null for the whole bank. */
            branchId: string | null;
            branchCode: string | null;
            branchName: string | null;
            glAccountId: components["schemas"]["Id"];
            glAccountCode: components["schemas"]["GlCode"];
            glAccountName: string;
            glAccountType: components["schemas"]["BudgetAccountType"];
            amountKobo: components["schemas"]["AmountKobo"];
            note: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description The budget wrapped in `budget`, as older servers answer it. */
        BudgetEnvelope: {
            budget: components["schemas"]["Budget"];
        };
        BudgetPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["Budget"][];
        };
        BudgetCreateRequest: {
            year: components["schemas"]["Year"];
            month: number;
            glAccountCode: components["schemas"]["GlCode"];
            /** @description The branch's code; absent, null or blank for the whole bank. */
            branchCode?: string | null;
            amountKobo: components["schemas"]["AmountKobo"];
            note?: string | null;
        };
        BudgetUpdateRequest: {
            amountKobo: components["schemas"]["AmountKobo"];
            note?: string | null;
        };
        /** @description Budget against actual of one account (or total) in one period. */
        BudgetFigures: {
            /** @description The period's number in the year (month 1–12, quarter 1–4, or 1 for the year). */
            period: number;
            budgetKobo: components["schemas"]["SignedAmountKobo"];
            actualKobo: components["schemas"]["SignedAmountKobo"];
            varianceKobo: components["schemas"]["SignedAmountKobo"];
            /** @description The variance in percent of the budget, to two decimals; null when the budget is 0. */
            variancePercent: number | null;
            /** @description An expense at or under its budget, an income (or the net) at or over it. */
            favourable: boolean;
        };
        BudgetFiguresSeries: {
            periods: components["schemas"]["BudgetFigures"][];
            total: components["schemas"]["BudgetFigures"];
        };
        BudgetActualsRow: components["schemas"]["BudgetFiguresSeries"] & {
            glAccountId: components["schemas"]["Id"];
            glAccountCode: components["schemas"]["GlCode"];
            glAccountName: string;
            glAccountType: components["schemas"]["BudgetAccountType"];
        };
        BudgetActuals: {
            year: components["schemas"]["Year"];
            period: components["schemas"]["BudgetPeriod"];
            /** @description The branch read; null for the whole bank. */
            branch: components["schemas"]["Branch"] | null;
            /** @description Income accounts first, then expense accounts, each by code. */
            rows: components["schemas"]["BudgetActualsRow"][];
            income: components["schemas"]["BudgetFiguresSeries"];
            expense: components["schemas"]["BudgetFiguresSeries"];
            net: components["schemas"]["BudgetFiguresSeries"];
        };
        /** @description What a bulk upload created, or on a dry run would create, and the rows it refused. */
        BudgetBulkResult: {
            created: number;
            failed: number;
            /** @description The rows read from the items or the file. */
            rowCount: number;
            /** @description True when the rows were only checked and nothing was written. */
            dryRun: boolean;
            items: components["schemas"]["Budget"][];
            errors: components["schemas"]["BulkError"][];
        };
        DepreciationPreviewRequest: {
            costKobo: components["schemas"]["AmountKobo"];
            salvageKobo: components["schemas"]["AmountKobo"];
            method: components["schemas"]["DepreciationMethod"];
            /**
             * Format: date
             * @description The day the asset was first available for use.
             */
            availableForUseDate: string;
            /**
             * Format: date
             * @description The first row's date; not before the available-for-use date.
             */
            depreciationStartDate: string;
            /** @description The number of depreciations over the useful life, 1 to 600. */
            totalDepreciations: number;
            /** @description The months between two depreciations, 1 to 12. */
            frequencyMonths: number;
            /**
             * @description Whether a short first period is depreciated in proportion to its days (then the
             *     schedule closes with one more row on the anniversary of the available-for-use date).
             *     Defaults to true.
             */
            proRata?: boolean;
            /**
             * @description Written down value only: the rate per depreciation period in percent, above 0 and at
             *     most 100, at most 3 decimals. Without it the rate is the one that brings the cost to
             *     the salvage value over the life, which needs a salvage value above 0.
             */
            ratePercent?: number;
        };
        DepreciationRow: {
            /** Format: date */
            date: string;
            depreciationKobo: components["schemas"]["AmountKobo"];
            accumulatedKobo: components["schemas"]["AmountKobo"];
        };
        DepreciationPreview: {
            /** @description The rate per period the declining methods used; null for straight line. */
            ratePercent?: number | null;
            rows: components["schemas"]["DepreciationRow"][];
        };
        CapitalAccount: {
            glAccountId: components["schemas"]["Id"];
            code: components["schemas"]["GlCode"];
            name: string;
            /** @description The balance before the period, credit-positive. */
            openingKobo: components["schemas"]["SignedAmountKobo"];
            debitsKobo: components["schemas"]["SignedAmountKobo"];
            creditsKobo: components["schemas"]["SignedAmountKobo"];
            /** @description The balance at the end of the period, credit-positive. */
            closingKobo: components["schemas"]["SignedAmountKobo"];
        };
        CapitalMovement: {
            entryId: components["schemas"]["Id"];
            entryNumber: string;
            /** @description The line's place in its entry, from 1. */
            lineNumber: number;
            /** Format: date */
            postingDate: string;
            narration: string;
            reference: string | null;
            accountCode: components["schemas"]["GlCode"];
            accountName: string;
            debitKobo: components["schemas"]["AmountKobo"];
            creditKobo: components["schemas"]["AmountKobo"];
        };
        PendingCapitalInjection: {
            approvalRequestId: components["schemas"]["Id"];
            approvalReference: string | null;
            narration: string;
            reference: string | null;
            /** Format: date */
            valueDate: string | null;
            /** @description What the journal credits to equity accounts. */
            amountKobo: components["schemas"]["AmountKobo"];
            accountCode: components["schemas"]["GlCode"];
            accountName: string;
            requestedBy: string;
            /** Format: date-time */
            requestedAt: string;
        };
        CapitalOverview: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            accounts: components["schemas"]["CapitalAccount"][];
            totals: {
                openingKobo: components["schemas"]["SignedAmountKobo"];
                debitsKobo: components["schemas"]["SignedAmountKobo"];
                creditsKobo: components["schemas"]["SignedAmountKobo"];
                closingKobo: components["schemas"]["SignedAmountKobo"];
            };
            movements: components["schemas"]["CapitalMovement"][];
            movementsTruncated: boolean;
            pending: components["schemas"]["PendingCapitalInjection"][];
        };
        /** @enum {string} */
        AssetStatus: "ACTIVE" | "FULLY_DEPRECIATED" | "DISPOSED";
        /** @enum {string} */
        DepreciationMethod: "STRAIGHT_LINE" | "WRITTEN_DOWN_VALUE" | "DOUBLE_DECLINING_BALANCE";
        /** @description The asset's tag as written on it. */
        AssetTag: string;
        /** @description A GL account's code in the tenant's chart. */
        GlAccountCode: string;
        AssetGlAccount: {
            id: components["schemas"]["Id"];
            code: string;
            name: string;
        };
        /** @description How the asset left the register. */
        AssetDisposal: {
            kind: components["schemas"]["AssetDisposalKind"];
            /** Format: date */
            date: string;
            proceedsKobo: components["schemas"]["AmountKobo"];
            gainKobo: components["schemas"]["AmountKobo"];
            lossKobo: components["schemas"]["AmountKobo"];
            entryId: components["schemas"]["Id"];
        };
        /** @enum {string} */
        AssetDisposalKind: "SALE" | "WRITE_OFF";
        /**
         * @description A fixed asset. `netBookValueKobo` = `costKobo` - `accumulatedDepreciationKobo`, never below
         *     `salvageValueKobo`.
         */
        Asset: {
            id: components["schemas"]["Id"];
            tag: components["schemas"]["AssetTag"];
            name: string;
            category: string;
            branchId: components["schemas"]["Id"];
            branchCode: string;
            branchName: string;
            /** Format: date */
            acquisitionDate: string;
            /** Format: date */
            availableForUseDate: string;
            /**
             * Format: date
             * @description The first schedule row's date.
             */
            depreciationStartDate: string;
            costKobo: components["schemas"]["PositiveAmountKobo"];
            salvageValueKobo: components["schemas"]["AmountKobo"];
            totalDepreciations: number;
            frequencyMonths: number;
            depreciationMethod: components["schemas"]["DepreciationMethod"];
            proRata: boolean;
            costGlAccount: components["schemas"]["AssetGlAccount"];
            accumulatedGlAccount: components["schemas"]["AssetGlAccount"];
            expenseGlAccount: components["schemas"]["AssetGlAccount"];
            accumulatedDepreciationKobo: components["schemas"]["AmountKobo"];
            netBookValueKobo: components["schemas"]["AmountKobo"];
            /** @description How many schedule rows have been posted. */
            postedRowCount: number;
            /**
             * Format: date
             * @description The date of the last posted schedule row; null before the first.
             */
            lastDepreciatedTo: string | null;
            status: components["schemas"]["AssetStatus"];
            disposal: null | components["schemas"]["AssetDisposal"];
            version: number;
            /** Format: date-time */
            createdAt: string;
        };
        AssetScheduleRow: {
            /** @description The row's number in the schedule, from 1. */
            number: number;
            /** Format: date */
            date: string;
            depreciationKobo: components["schemas"]["AmountKobo"];
            accumulatedKobo: components["schemas"]["AmountKobo"];
            netBookValueKobo: components["schemas"]["AmountKobo"];
            /** @description The entry that posted the row; null while it is not posted. */
            entryId: string | null;
            entryNumber: string | null;
        };
        /** @description One journal entry of the asset. */
        AssetEntry: {
            entryId: components["schemas"]["Id"];
            entryNumber: string;
            /** Format: date */
            postingDate: string;
            /** @enum {string} */
            kind: "ACQUISITION" | "DEPRECIATION" | "DISPOSAL";
            amountKobo: components["schemas"]["AmountKobo"];
            narration: string;
        };
        AssetDetail: components["schemas"]["Asset"] & {
            schedule: components["schemas"]["AssetScheduleRow"][];
            entries: components["schemas"]["AssetEntry"][];
        };
        AssetTotals: {
            count: number;
            /** Format: int64 */
            costKobo: number;
            /** Format: int64 */
            accumulatedDepreciationKobo: number;
            /** Format: int64 */
            netBookValueKobo: number;
        };
        AssetList: {
            items: components["schemas"]["Asset"][];
            totals: components["schemas"]["AssetTotals"];
        };
        AssetCreateRequest: {
            tag: components["schemas"]["AssetTag"];
            name: string;
            category: string;
            branchCode: string;
            costKobo: components["schemas"]["PositiveAmountKobo"];
            /** Format: date */
            acquisitionDate: string;
            /** Format: date */
            availableForUseDate: string;
            /** Format: date */
            depreciationStartDate: string;
            totalDepreciations: number;
            frequencyMonths: number;
            salvageValueKobo: components["schemas"]["AmountKobo"];
            depreciationMethod: components["schemas"]["DepreciationMethod"];
            proRata: boolean;
            paidFromGlAccountCode: components["schemas"]["GlAccountCode"];
            costGlAccountCode?: components["schemas"]["GlAccountCode"];
            accumulatedGlAccountCode?: components["schemas"]["GlAccountCode"];
            expenseGlAccountCode?: components["schemas"]["GlAccountCode"];
        };
        /** @description What a bulk upload created, or on a dry run would create, and the rows it refused. */
        AssetBulkResult: {
            created: number;
            failed: number;
            /** @description The rows read from the items or the file. */
            rowCount: number;
            /** @description True when the rows were only checked and nothing was written. */
            dryRun: boolean;
            items: components["schemas"]["Asset"][];
            errors: components["schemas"]["BulkError"][];
        };
        AssetDepreciateRequest: {
            /**
             * Format: date
             * @description Post the rows dated on or before this day; the processing date when absent.
             */
            upTo?: string;
        };
        AssetDisposeRequest: {
            kind: components["schemas"]["AssetDisposalKind"];
            /**
             * Format: date
             * @description The day of the disposal; not after the processing date.
             */
            date: string;
            proceedsKobo: components["schemas"]["AmountKobo"];
            proceedsGlAccountCode?: components["schemas"]["GlAccountCode"];
        };
        DepreciationRunRequest: {
            /** Format: date */
            upTo: string;
        };
        DepreciationRun: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            status: "RUNNING" | "DONE";
            /** Format: date */
            upTo: string;
            /** @description The assets worked so far. */
            doneCount: number;
            /** @description The assets the run works. */
            totalCount: number;
            /** @description The schedule rows it posted. */
            postedCount: number;
            /** @description The assets it could not depreciate. */
            failedCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            finishedAt: string | null;
        };
        /** @description A branch. Older servers send `_id` instead of `id`; clients read either. */
        Branch: {
            id: components["schemas"]["Id"];
            code: string;
            name: string;
            status: components["schemas"]["ActiveStatus"];
            /** @description Tills of the branch that are active or have a teller's day still open. */
            openTillCount?: number;
            /** @description Deposit accounts of the branch that are not closed. */
            openAccountCount?: number;
        };
        BranchArray: components["schemas"]["Branch"][];
        BranchCreateRequest: {
            code: components["schemas"]["Code"];
            name: string;
        };
        BranchUpdateRequest: {
            name: string;
            status: components["schemas"]["ActiveStatus"];
        };
        /** @enum {string} */
        ConfigKey: "license" | "forms" | "tills" | "termDeposits" | "eod";
        /**
         * @description The license key (a signed token issued by the vendor). An empty key means none has been
         *     installed: it is the default a tenant without a saved license reads, and saving it is
         *     refused (422 `license_key_invalid`).
         */
        LicenseConfigValue: {
            licenseKey: string;
        };
        /** @description How one field of a form behaves. */
        FormFieldRule: {
            required?: boolean;
            hidden?: boolean;
            /** @description Shown but not editable; a body that sends the field with a value is refused. */
            readOnly?: boolean;
            label?: string;
            minLength?: number;
            maxLength?: number;
            /** @description The smallest number allowed; kobo for an amount. */
            minimum?: number;
            /** @description The largest number allowed; kobo for an amount. */
            maximum?: number;
            /** @description A regular expression the value must match (ECMAScript syntax). */
            pattern?: string;
        };
        /** @description The field rules of one form. */
        FormRules: {
            /** @description Field name to rule. */
            fields: {
                [key: string]: components["schemas"]["FormFieldRule"];
            };
        };
        /**
         * @description Form rules by form id (`customer.create`, `transfer`, `user`, ...: the product's form
         *     catalogue). A rule may only tighten the server's own limits: a rule that loosens or
         *     contradicts them, or names a form or field the catalogue lacks, is refused (422
         *     `form_rule_contradicts_server`, `form_rule_unknown_field`, `form_rule_unknown_form`,
         *     `form_rule_pattern_invalid`, one field error per problem). Each form's create operation
         *     refuses a body that breaks the saved rules with 422 `form_rule_violated`.
         */
        FormsConfigValue: {
            forms: {
                [key: string]: components["schemas"]["FormRules"];
            };
        };
        /** @description One note or coin the tenant counts in; an inactive one is kept but not counted. */
        TillDenominationSetting: {
            /**
             * Format: int64
             * @description Its value in kobo, positive (checked by the server, 422 `tills_config_invalid`).
             */
            valueKobo: number;
            /** @enum {string} */
            kind: "NOTE" | "COIN";
            active: boolean;
        };
        /**
         * @description The withholding tax rate taken from term deposit interest, in percent (0 to 100, at most 4
         *     decimals; "10" until saved). Products that withhold tax apply it to new bookings.
         */
        TermDepositsConfigValue: {
            withholdingTaxRate: components["schemas"]["Percent"];
        };
        /**
         * @description The close of business's settings: whether each check blocks a run or only warns, and the
         *     months without a customer's transaction after which an account is marked dormant (1 to 120).
         */
        EodConfigValue: {
            checks: {
                OPEN_TILL_SESSIONS: components["schemas"]["EodCheckSeverity"];
                PENDING_APPROVALS: components["schemas"]["EodCheckSeverity"];
                NIP_TRANSFERS_NOT_FINAL: components["schemas"]["EodCheckSeverity"];
            };
            /** @description From 1 to 120 (checked by the server, 422 `eod_config_invalid`). */
            dormancyMonths: number;
        };
        /**
         * @description The tenant's denominations and the cash one withdrawal may pay out before a level-1
         *     approval, by role key (a role not named pays nothing out alone).
         */
        TillsConfigValue: {
            denominations: components["schemas"]["TillDenominationSetting"][];
            withdrawalLimits: components["schemas"]["TillWithdrawalLimit"][];
        };
        /** @description The most cash one withdrawal by a holder of the role pays out alone. */
        TillWithdrawalLimit: {
            roleKey: string;
            /**
             * Format: int64
             * @description From 0 to the amount cap (checked by the server, 422 `tills_config_invalid`).
             */
            limitKobo: number;
        };
        /** @description The value of a configuration entry; its kind follows the key. */
        ConfigValue: components["schemas"]["LicenseConfigValue"] | components["schemas"]["FormsConfigValue"] | components["schemas"]["TillsConfigValue"] | components["schemas"]["TermDepositsConfigValue"] | components["schemas"]["EodConfigValue"];
        ConfigEntry: {
            key: components["schemas"]["ConfigKey"];
            value: components["schemas"]["ConfigValue"];
            /**
             * Format: date-time
             * @description When the entry was last saved; null for a default never saved.
             */
            updatedAt: string | null;
            /** @description Who saved it last; null for a default never saved. */
            updatedBy: string | null;
        };
        ConfigSaveRequest: {
            value: components["schemas"]["ConfigValue"];
        };
        /** @description A calendar date (`YYYY-MM-DD`) or an instant (ISO 8601 date-time). */
        DateOrDateTime: string;
        /**
         * @description Whether the call succeeded (2xx) or failed (4xx, 5xx).
         * @enum {string}
         */
        AuditOutcome: "success" | "failure";
        /** @description One call as the audit log keeps it. Summaries never hold a password or a token. */
        AuditEvent: {
            id: components["schemas"]["Id"];
            /**
             * Format: date-time
             * @description When the call was made, UTC.
             */
            at: string;
            /** @description The signed-in caller; null for a sign-in that failed. */
            userId: string | null;
            /** @description The caller's username, or the username a sign-in named. */
            username: string | null;
            operationId: string;
            /** @enum {string} */
            method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
            /** @description What was acted on (an id, a username, a configuration key). */
            target: string | null;
            summary: string;
            /** @description The caller's address. */
            ip: string;
            outcome: components["schemas"]["AuditOutcome"];
            statusCode: number;
            /** @description The error code of a failure; null on success. */
            errorCode: string | null;
            /** @description The kind of record acted on (`branch`, `user`...); null for older events. */
            entityType: string | null;
            /** @description The id of the record acted on, when there is one. */
            entityId: string | null;
            /**
             * @description What a successful change changed, field by field (nested fields as dotted paths);
             *     null when the event keeps none (reads, failures, older events).
             */
            changes: components["schemas"]["AuditChange"][] | null;
        };
        AuditEventPage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["AuditEvent"][];
        };
        /**
         * @description Where a term deposit is on its chart (machines/term-deposit.machine.ts): PENDING_APPROVAL
         *     (booked above a flow's band, funds held), ACTIVE (earning), MATURED (held at maturity, e.g.
         *     under lien), PAID_OUT, ROLLED_OVER, LIQUIDATION_PENDING, LIQUIDATED, REJECTED.
         * @enum {string}
         */
        TermDepositStatus: "PENDING_APPROVAL" | "ACTIVE" | "MATURED" | "PAID_OUT" | "ROLLED_OVER" | "LIQUIDATION_PENDING" | "LIQUIDATED" | "REJECTED";
        /**
         * @description SIMPLE interest on the principal, or COMPOUND at the compounding period.
         * @enum {string}
         */
        TermInterestType: "SIMPLE" | "COMPOUND";
        /**
         * @description The days of a year the daily rate divides by; ACTUAL counts 365 or 366.
         * @enum {unknown}
         */
        TermDaysInYear: 365 | 360 | "ACTUAL";
        /**
         * @description Months between two compoundings; only periods that divide the year.
         * @enum {integer}
         */
        TermCompoundingPeriod: 1 | 3 | 6 | 12;
        /** @enum {string} */
        TenorUnit: "DAYS" | "MONTHS";
        /**
         * @description What happens at maturity: PAY_OUT to the deposit's account; ROLL_OVER_PRINCIPAL into a new
         *     deposit and the interest to the account; ROLL_OVER_PRINCIPAL_AND_INTEREST all into a new
         *     deposit (net of tax), at the rate of the day.
         * @enum {string}
         */
        MaturityInstruction: "PAY_OUT" | "ROLL_OVER_PRINCIPAL" | "ROLL_OVER_PRINCIPAL_AND_INTEREST";
        /**
         * @description AT_MATURITY with the principal, or PERIODIC to the deposit's account (simple interest only).
         * @enum {string}
         */
        TermInterestPayout: "AT_MATURITY" | "PERIODIC";
        /**
         * @description What an early liquidation forfeits: NONE; INTEREST_SHARE (`percent` of the interest earned);
         *     REDUCED_RATE (the interest worked out again at `annualInterestRate` for the time held).
         */
        TermLiquidationPenalty: {
            /** @enum {string} */
            kind: "NONE" | "INTEREST_SHARE" | "REDUCED_RATE";
            percent?: components["schemas"]["Percent"];
            annualInterestRate?: components["schemas"]["AnnualInterestRate"];
        };
        /** @description One rate of a product's chart; a null maximum is open-ended; tenors in the product's unit. */
        RateChartRow: {
            minAmountKobo: components["schemas"]["AmountKobo"];
            /**
             * Format: int64
             * @description The band's highest amount in kobo; null for no upper bound.
             */
            maxAmountKobo: number | null;
            minTenor: number;
            maxTenor: number | null;
            annualInterestRate: components["schemas"]["AnnualInterestRate"];
        };
        TermDepositProductInput: {
            code: components["schemas"]["Code"];
            name: string;
            tenorUnit: components["schemas"]["TenorUnit"];
            minTenor: number;
            maxTenor: number;
            minAmountKobo: components["schemas"]["PositiveAmountKobo"];
            maxAmountKobo: components["schemas"]["PositiveAmountKobo"];
            interestType: components["schemas"]["TermInterestType"];
            compoundingPeriodMonths?: components["schemas"]["TermCompoundingPeriod"];
            daysInYear: components["schemas"]["TermDaysInYear"];
            interestPayout: components["schemas"]["TermInterestPayout"];
            payoutPeriodMonths?: components["schemas"]["TermCompoundingPeriod"];
            /** @description Whether the tenant's withholding tax rate is taken from the interest. */
            withholdingTax: boolean;
            penalty: components["schemas"]["TermLiquidationPenalty"];
            maturityInstructions: components["schemas"]["MaturityInstruction"][];
            rateChart: components["schemas"]["RateChartRow"][];
        };
        TermDepositProductUpdate: {
            code: components["schemas"]["Code"];
            name: string;
            tenorUnit: components["schemas"]["TenorUnit"];
            minTenor: number;
            maxTenor: number;
            minAmountKobo: components["schemas"]["PositiveAmountKobo"];
            maxAmountKobo: components["schemas"]["PositiveAmountKobo"];
            interestType: components["schemas"]["TermInterestType"];
            compoundingPeriodMonths?: components["schemas"]["TermCompoundingPeriod"];
            daysInYear: components["schemas"]["TermDaysInYear"];
            interestPayout: components["schemas"]["TermInterestPayout"];
            payoutPeriodMonths?: components["schemas"]["TermCompoundingPeriod"];
            /** @description Whether the tenant's withholding tax rate is taken from the interest. */
            withholdingTax: boolean;
            penalty: components["schemas"]["TermLiquidationPenalty"];
            maturityInstructions: components["schemas"]["MaturityInstruction"][];
            rateChart: components["schemas"]["RateChartRow"][];
            status: components["schemas"]["ActiveStatus"];
            /** @description The version read; a stale one is 409 `term_product_version_conflict`. */
            version: number;
        };
        TermDepositProduct: components["schemas"]["TermDepositProductInput"] & {
            id: components["schemas"]["Id"];
            status: components["schemas"]["ActiveStatus"];
            version: number;
            /** @enum {string} */
            currency: "NGN";
            withholdingTaxRate?: components["schemas"]["Percent"];
            /** Format: date-time */
            createdAt: string;
        };
        TermDepositProductList: {
            items: components["schemas"]["TermDepositProduct"][];
        };
        /** @description Give exactly one of `tenureMonths` and `tenureDays`. */
        TermDepositPreviewInput: {
            principalKobo: components["schemas"]["PositiveAmountKobo"];
            annualInterestRate: components["schemas"]["AnnualInterestRate"];
            tenureMonths?: number;
            tenureDays?: number;
            interestType: components["schemas"]["TermInterestType"];
            /** @description COMPOUND only; 1, 3, 6 or 12 (any other is 422 `compounding_period_invalid`). */
            compoundingPeriodMonths?: number;
            daysInYear?: components["schemas"]["TermDaysInYear"];
            /**
             * Format: date
             * @description The processing date when not given.
             */
            startDate?: string;
            withholdingTaxRate?: components["schemas"]["Percent"];
        };
        TermDepositPreview: {
            /** Format: date */
            maturityDate: string;
            tenorDays: number;
            interestKobo: components["schemas"]["AmountKobo"];
            withholdingTaxKobo: components["schemas"]["AmountKobo"];
            maturityAmountKobo: components["schemas"]["AmountKobo"];
            netMaturityAmountKobo: components["schemas"]["AmountKobo"];
        };
        /**
         * @description ACCOUNT debits the deposit's account; CASH takes cash at the teller's open till session.
         * @enum {string}
         */
        TermDepositFunding: "ACCOUNT" | "CASH";
        TermDepositBookingInput: {
            productId: components["schemas"]["Id"];
            /**
             * @description The customer's deposit account: it funds the deposit (ACCOUNT), receives the periodic
             *     interest and the payout; its holder is the depositor.
             */
            accountId: components["schemas"]["Id"];
            amountKobo: components["schemas"]["PositiveAmountKobo"];
            /** @description In the product's tenor unit. */
            tenor: number;
            funding: components["schemas"]["TermDepositFunding"];
            /** @description CASH only; the teller's own open session. */
            tillSessionId?: components["schemas"]["Id"];
            maturityInstruction: components["schemas"]["MaturityInstruction"];
            /**
             * Format: date
             * @description The value date: the processing date when not given; a booking keyed late may be
             *     value-dated up to 31 days back (422 `term_deposit_start_date_invalid` otherwise), its
             *     interest from that day accrued at the next accrual.
             */
            startDate?: string;
            narration?: string;
        };
        TermDepositLien: {
            reason: string;
            loanId?: string | null;
            loanNumber?: string | null;
            /** Format: date-time */
            placedAt: string;
            placedBy: string;
        };
        TermDeposit: {
            id: components["schemas"]["Id"];
            depositNumber: string;
            status: components["schemas"]["TermDepositStatus"];
            customerId: components["schemas"]["Id"];
            customerName: string;
            accountId: components["schemas"]["Id"];
            accountNumber: string;
            branchId: components["schemas"]["Id"];
            productId: components["schemas"]["Id"];
            productName: string;
            principalKobo: components["schemas"]["PositiveAmountKobo"];
            annualInterestRate: components["schemas"]["AnnualInterestRate"];
            tenor: number;
            tenorUnit: components["schemas"]["TenorUnit"];
            interestType: components["schemas"]["TermInterestType"];
            compoundingPeriodMonths?: number | null;
            /** Format: date */
            startDate: string;
            /** Format: date */
            maturityDate: string;
            interestKobo: components["schemas"]["AmountKobo"];
            withholdingTaxKobo: components["schemas"]["AmountKobo"];
            maturityAmountKobo: components["schemas"]["AmountKobo"];
            netMaturityAmountKobo: components["schemas"]["AmountKobo"];
            accruedInterestKobo: components["schemas"]["AmountKobo"];
            interestPaidKobo?: components["schemas"]["AmountKobo"];
            maturityInstruction: components["schemas"]["MaturityInstruction"];
            funding: components["schemas"]["TermDepositFunding"];
            lien: components["schemas"]["TermDepositLien"] | null;
            rolledFromId: string | null;
            rolledIntoId: string | null;
            approvalRequestId?: string | null;
            /** Format: date */
            closedOn?: string | null;
            version: number;
            /** Format: date-time */
            createdAt: string;
        };
        TermDepositHistoryItem: {
            /** Format: date-time */
            at: string;
            fromStatus: components["schemas"]["TermDepositStatus"] | null;
            toStatus: components["schemas"]["TermDepositStatus"];
            note: string;
            by: string;
            /** @description The journal number of the entry the step posted (JE-00000046), if any. */
            entryNumber?: string | null;
        };
        TermDepositDetail: components["schemas"]["TermDeposit"] & {
            /**
             * Format: date
             * @description The processing date the accrual is shown for.
             */
            accruedToDate: string;
            /** Format: date */
            lastAccruedOn: string | null;
            history: components["schemas"]["TermDepositHistoryItem"][];
        };
        TermDepositTotals: {
            count: number;
            principalKobo: components["schemas"]["AmountKobo"];
            accruedInterestKobo: components["schemas"]["AmountKobo"];
            maturityAmountKobo: components["schemas"]["AmountKobo"];
        };
        /**
         * @description What falls due: THIS_WEEK (to the Sunday of the processing date's week), THIS_MONTH (to the
         *     month's end), NEXT_90_DAYS (within 90 days of the processing date); each includes the ones
         *     before it. Only deposits ACTIVE or MATURED are counted.
         */
        TermDepositMaturityBucket: {
            /** @enum {string} */
            bucket: "THIS_WEEK" | "THIS_MONTH" | "NEXT_90_DAYS";
            count: number;
            principalKobo: components["schemas"]["AmountKobo"];
            maturityAmountKobo: components["schemas"]["AmountKobo"];
        };
        TermDepositList: {
            items: components["schemas"]["TermDeposit"][];
            total: number;
            page: number;
            pageSize: number;
            totals: components["schemas"]["TermDepositTotals"];
            maturityProfile: components["schemas"]["TermDepositMaturityBucket"][];
            /** Format: date */
            asOfDate: string;
        };
        TermDepositLiquidationQuote: {
            /** Format: date */
            liquidationDate: string;
            daysHeld: number;
            interestEarnedKobo: components["schemas"]["AmountKobo"];
            penaltyKobo: components["schemas"]["AmountKobo"];
            interestPaidKobo: components["schemas"]["AmountKobo"];
            withholdingTaxKobo: components["schemas"]["AmountKobo"];
            payoutKobo: components["schemas"]["AmountKobo"];
        };
        TermDepositLiquidationInput: {
            reason: string;
        };
        TermDepositInstructionInput: {
            maturityInstruction: components["schemas"]["MaturityInstruction"];
        };
        TermDepositLienInput: {
            reason: string;
            loanId?: components["schemas"]["Id"];
        };
        TermDepositLienRelease: {
            reason: string;
        };
        TermDepositAccrualInput: {
            /**
             * Format: date
             * @description The processing date when not given.
             */
            upTo?: string;
        };
        TermDepositAccrualResult: {
            /** Format: date */
            upTo: string;
            accruedDeposits: number;
            accruedKobo: components["schemas"]["AmountKobo"];
            maturedCount: number;
            paidOutCount: number;
            rolledOverCount: number;
            /** @description Deposits that matured but stay MATURED (under lien). */
            heldCount: number;
        };
        /**
         * @description A step of the close of business, in the order they run (policies/eod-steps.ts).
         * @enum {string}
         */
        EodStepName: "LOAN_INTEREST_ACCRUAL" | "TERM_DEPOSIT_ACCRUAL" | "LOAN_ARREARS" | "LOAN_DELINQUENCY" | "TERM_DEPOSIT_MATURITY" | "ASSET_DEPRECIATION" | "ACCOUNT_FEES" | "SAVINGS_INTEREST" | "ACCOUNT_DORMANCY" | "BALANCE_SNAPSHOT" | "ADVANCE_DATE";
        /**
         * @description A close of business's state on the `eod-run` chart: RUNNING (steps in progress), FAILED (a
         *     step failed; resumable from it), COMPLETED (the processing date moved).
         * @enum {string}
         */
        EodRunStatus: "RUNNING" | "FAILED" | "COMPLETED";
        /** @enum {string} */
        EodStepStatus: "PENDING" | "RUNNING" | "DONE" | "FAILED";
        /** @enum {string} */
        EodCheckSeverity: "BLOCKING" | "WARNING";
        EodCheck: {
            /** @enum {string} */
            key: "OPEN_TILL_SESSIONS" | "PENDING_APPROVALS" | "NIP_TRANSFERS_NOT_FINAL";
            label: string;
            severity: components["schemas"]["EodCheckSeverity"];
            count: number;
            items: components["schemas"]["EodCheckItem"][];
        };
        EodCheckItem: {
            id: components["schemas"]["Id"];
            description: string;
            /** @description The console's page of the item. */
            link?: string;
        };
        EodChecks: {
            /** Format: date */
            processingDate: string;
            /** @description True when a BLOCKING check has items. */
            blocking: boolean;
            checks: components["schemas"]["EodCheck"][];
        };
        EodRunStart: {
            /** @description The caller saw the warnings and goes on regardless. */
            acknowledgeWarnings: boolean;
        };
        EodStep: {
            name: components["schemas"]["EodStepName"];
            label: string;
            status: components["schemas"]["EodStepStatus"];
            doneCount: number;
            totalCount: number;
            elapsedMs: number;
            error?: string | null;
        };
        EodRun: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["EodRunStatus"];
            /**
             * Format: date
             * @description The business day this run closes.
             */
            processingDate: string;
            /**
             * Format: date
             * @description The processing date once the run completes.
             */
            nextProcessingDate?: string;
            /** Format: date-time */
            startedAt: string;
            /** @description The full name of who started it. */
            startedBy: string;
            /** Format: date-time */
            finishedAt?: string | null;
            failedStep?: components["schemas"]["EodStepName"] | null;
            /** @description The checks that warned when it started. */
            warnings?: components["schemas"]["EodCheck"][];
            steps: components["schemas"]["EodStep"][];
        };
        EodRunList: {
            items: components["schemas"]["EodRun"][];
            total: number;
            page: number;
            pageSize: number;
        };
        /** @enum {string} */
        ReportGroup: "FINANCIAL" | "LOANS" | "DEPOSITS" | "OPERATIONS" | "REGULATORY" | "AUDIT";
        /**
         * @description A parameter a report takes.
         * @enum {string}
         */
        ReportParameter: "asOf" | "from" | "to" | "branchId" | "productId" | "officerId";
        /** @enum {string} */
        ReportColumnKind: "TEXT" | "MONEY" | "NUMBER" | "PERCENT" | "DATE" | "DATETIME";
        /** @description The chart that suits the report, drawn from its rows. */
        ReportChart: {
            /** @enum {string} */
            kind: "BAR" | "STACKED_BAR" | "LINE" | "PIE";
            categoryKey: string;
            valueKeys: string[];
        };
        ReportDefinition: {
            key: string;
            name: string;
            group: components["schemas"]["ReportGroup"];
            description: string;
            parameters: components["schemas"]["ReportParameter"][];
            requiredParameters: components["schemas"]["ReportParameter"][];
            /** @description The longest from–to range it takes, when it takes one. */
            maxRangeDays: number | null;
            chart?: components["schemas"]["ReportChart"];
        };
        ReportCatalogue: {
            items: components["schemas"]["ReportDefinition"][];
        };
        ReportColumn: {
            key: string;
            label: string;
            kind: components["schemas"]["ReportColumnKind"];
        };
        /** @description A cell; MONEY cells are integer kobo, PERCENT cells decimal text like "12.50". */
        ReportCell: string | number | null;
        ReportResult: {
            key: string;
            name: string;
            /** Format: date-time */
            generatedAt: string;
            /** @description The parameters the report ran with, defaults filled in. */
            parameters: {
                /** Format: date */
                asOf?: string;
                /** Format: date */
                from?: string;
                /** Format: date */
                to?: string;
                branchId?: components["schemas"]["Id"];
                productId?: components["schemas"]["Id"];
                officerId?: components["schemas"]["Id"];
            };
            columns: components["schemas"]["ReportColumn"][];
            rows: {
                [key: string]: components["schemas"]["ReportCell"];
            }[];
            /**
             * @description Named totals of every row, not only the page (`totalDebitKobo`, `assetsKobo`,
             *     `liabilitiesKobo`, `equityKobo`, `profitKobo`, ...); amounts in kobo.
             */
            totals: {
                [key: string]: number;
            };
            chart?: components["schemas"]["ReportChart"];
            page: number;
            pageSize: number;
            /** @description The number of rows of the whole report. */
            total: number;
        };
        DashboardTileRef: {
            key: string;
            title: string;
            /** @description The console page the tile opens. */
            link: string;
        };
        DashboardTileList: {
            items: components["schemas"]["DashboardTileRef"][];
        };
        DashboardFigure: {
            label: string;
            /** @description MONEY in kobo, COUNT a whole number, PERCENT decimal text, TEXT and DATE as text. */
            value: number | string | null;
            /** @enum {string} */
            kind: "MONEY" | "COUNT" | "PERCENT" | "TEXT" | "DATE";
            /** @enum {string} */
            tone: "NEUTRAL" | "GOOD" | "WARNING" | "BAD";
            link?: string;
        };
        DashboardChartPoint: {
            label: string;
            values: number[];
        };
        DashboardChart: {
            /** @enum {string} */
            kind: "BAR" | "STACKED_BAR" | "LINE" | "DONUT";
            /** @enum {string} */
            valueKind: "MONEY" | "COUNT" | "PERCENT";
            seriesLabels: string[];
            points: components["schemas"]["DashboardChartPoint"][];
        };
        DashboardListItem: {
            label: string;
            detail: string;
            link?: string;
        };
        DashboardTile: {
            key: string;
            title: string;
            link: string;
            /** Format: date-time */
            asOf: string;
            figures: components["schemas"]["DashboardFigure"][];
            chart?: components["schemas"]["DashboardChart"];
            /** @description A short list (a queue, the latest runs), each linking to its page. */
            items: components["schemas"]["DashboardListItem"][];
            /** @description What the tile says when it has nothing to show. */
            empty?: string;
        };
        /**
         * @description What a message tells: a debit or credit on a customer's account, a new user's one-time
         *     password, an approval waiting, a term deposit matured, a loan instalment overdue.
         * @enum {string}
         */
        MessageKind: "DEBIT_ALERT" | "CREDIT_ALERT" | "USER_OTP" | "APPROVAL_WAITING" | "TERM_DEPOSIT_MATURED" | "INSTALMENT_OVERDUE";
        /** @enum {string} */
        MessageChannel: "EMAIL" | "SMS";
        /**
         * @description QUEUED waits for its next attempt; SENDING is being sent; SENT was accepted by the server; FAILED gave up.
         * @enum {string}
         */
        OutboxMessageStatus: "QUEUED" | "SENDING" | "SENT" | "FAILED";
        /**
         * @description NONE sends in the clear; STARTTLS upgrades the connection (usually port 587); TLS connects encrypted (usually port 465).
         * @enum {string}
         */
        SmtpTlsMode: "NONE" | "STARTTLS" | "TLS";
        /** @description The tenant's mail server. The password is never answered. */
        EmailSettings: {
            /** @description False until the settings are first saved. */
            configured: boolean;
            host: string;
            port: number;
            tlsMode: components["schemas"]["SmtpTlsMode"];
            /** @description The user to sign in to the server as; null signs in as nobody. */
            username: string | null;
            passwordSet: boolean;
            fromAddress: string;
            fromName: string;
            /** @description Nothing is queued by email while false. */
            enabled: boolean;
            /** Format: date-time */
            updatedAt: string | null;
            updatedBy: string | null;
        };
        EmailSettingsSaveRequest: {
            host: string;
            port: number;
            tlsMode: components["schemas"]["SmtpTlsMode"];
            username?: string | null;
            /** @description Left out, the saved one is kept; null clears it. */
            password?: string | null;
            fromAddress: components["schemas"]["Email"];
            fromName: string;
            enabled: boolean;
        };
        EmailTestRequest: {
            to: components["schemas"]["Email"];
        };
        MessagingTestResult: {
            /** @description True when the server or webhook accepted the message. */
            ok: boolean;
            /** @description What happened, in words. */
            message: string;
        };
        SmsHeader: {
            name: string;
            value: string;
        };
        /** @description The tenant's SMS webhook. The shared secret is never answered. */
        SmsSettings: {
            /** @description False until the settings are first saved. */
            configured: boolean;
            url: string;
            /** @enum {string} */
            method: "POST" | "PUT";
            headers: components["schemas"]["SmsHeader"][];
            /** @description The JSON sent, with `{{to}}`, `{{text}}` and `{{senderId}}` filled in (as JSON strings' contents). */
            bodyTemplate: string;
            secretSet: boolean;
            senderId: string;
            /** @description Nothing is queued by SMS while false. */
            enabled: boolean;
            /** Format: date-time */
            updatedAt: string | null;
            updatedBy: string | null;
        };
        SmsSettingsSaveRequest: {
            url: string;
            /** @enum {string} */
            method: "POST" | "PUT";
            headers: components["schemas"]["SmsHeader"][];
            bodyTemplate: string;
            /** @description Signs every call (header `X-Kobo-Signature`, HMAC-SHA256). Left out, the saved one is kept. */
            sharedSecret?: string;
            /** @description The name the SMS comes from (at most 11 letters or digits). */
            senderId: string;
            enabled: boolean;
        };
        SmsTestRequest: {
            to: components["schemas"]["PhoneNumber"];
        };
        /** @description What one kind of message says, and on which channels it goes. */
        MessageTemplate: {
            kind: components["schemas"]["MessageKind"];
            /** @description Nothing of this kind is queued while false. */
            enabled: boolean;
            channels: components["schemas"]["MessageChannel"][];
            /** @description The email's subject (unused by SMS). */
            subject: string;
            /** @description The text of the email and of the SMS. */
            body: string;
            /** @description The placeholders this kind may use, without braces. */
            placeholders: string[];
            /** @description True while the tenant has not saved its own. */
            isDefault: boolean;
            /** Format: date-time */
            updatedAt: string | null;
            updatedBy: string | null;
        };
        MessageTemplateList: {
            items: components["schemas"]["MessageTemplate"][];
        };
        MessageTemplateSaveRequest: {
            enabled: boolean;
            channels: components["schemas"]["MessageChannel"][];
            subject: string;
            body: string;
        };
        MessageTemplatePreview: {
            subject: string;
            body: string;
        };
        /** @description One failed attempt at sending. */
        OutboxAttempt: {
            /** Format: date-time */
            at: string;
            error: string;
        };
        /** @description One message in the queue, sent or waiting. */
        OutboxMessage: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["MessageKind"];
            channel: components["schemas"]["MessageChannel"];
            /** @description The email address or phone number. */
            recipient: string;
            /** @description The email's subject; null for an SMS. */
            subject: string | null;
            body: string;
            status: components["schemas"]["OutboxMessageStatus"];
            /** @description How many times sending was tried. */
            attempts: number;
            /**
             * Format: date-time
             * @description When the queue tries next; null once SENT or FAILED.
             */
            nextAttemptAt: string | null;
            /** @description Why the last attempt failed, in words. */
            lastError: string | null;
            /** @description The mail server's message id or the webhook's answer id. */
            providerId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sentAt: string | null;
            /** @description Every failed attempt, oldest first. */
            failedAttempts: components["schemas"]["OutboxAttempt"][];
        };
        OutboxMessagePage: components["schemas"]["PageMeta"] & {
            items: components["schemas"]["OutboxMessage"][];
        };
        /** @description One field of a record before and after a change, as text (`[hidden]` for secrets). */
        AuditChange: {
            field: string;
            /** @description The field's value before; null when it did not exist (or was null). */
            before: string | null;
            /** @description The field's value after; null when it no longer exists (or is null). */
            after: string | null;
        };
        AuditAction: {
            operationId: string;
            label: string;
        };
        AuditActionList: {
            items: components["schemas"]["AuditAction"][];
        };
        /** @description A record of a life-cycle table on its chart. */
        StatechartRecord: {
            /** @description The chart's name, as its machine file is named. */
            chart: string;
            recordId: components["schemas"]["Id"];
            /** @description The stored status (the contract's value for the record's kind). */
            status: string;
            /** @description The chart's state for the status. */
            state: string;
            /** @description The status in words. */
            label: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The creation, then every move between statuses, oldest first. */
            history: components["schemas"]["StatechartHistoryEntry"][];
        };
        StatechartHistoryEntry: {
            /** Format: date-time */
            at: string;
            /** @description The chart's state before the move; null for the creation. */
            from: string | null;
            /** @description The chart's state after the move. */
            to: string;
            /** @description The event of the chart that moves between the two states, in words. */
            event?: string;
            /** @description The username of who made the move, from the audit log of the record. */
            by?: string;
        };
    };
    responses: {
        /**
         * @description The request is malformed: a parameter or body field fails its schema (code
         *     `validation_failed`, with `errors` per field) or the body is not JSON (`body_not_json`).
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description No valid token (`token_missing`, `token_invalid`, `token_expired`, `token_revoked`,
         *     `user_disabled`), or for `login` wrong credentials (`invalid_credentials`). The client
         *     signs the user out.
         */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Signed in but not allowed: `permission_denied`, `feature_not_licensed`,
         *     `tenant_mismatch`, `branch_out_of_scope`, `password_change_required`,
         *     `maker_cannot_approve`, `super_admin_only`.
         */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource named by the path does not exist in this tenant (for example `loan_not_found`). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request clashes with the current state: a unique value is taken (`username_taken`),
         *     the resource is in use, or a request with the same `Idempotency-Key` is still running
         *     (`idempotency_request_in_progress`).
         */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Well-formed but against a business rule (`journal_not_balanced`, `insufficient_funds`,
         *     `loan_not_active`...), or an `Idempotency-Key` reused with a different body
         *     (`idempotency_key_reused`).
         */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Throttled (`too_many_login_attempts`, `rate_limited`); retry after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An outside system (the NIP switch) did not answer or answered what cannot be read (`nip_switch_unavailable`); nothing was changed. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unexpected server failure (`internal_error`); nothing leaks a stack trace. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The operation is in the contract but this server build does not implement it yet (`not_implemented`). */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request or a file in it is larger than allowed. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The file is not of a type allowed here, or not the type it claims to be. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
         *     `login` it names the tenant to sign in to.
         */
        TenantId: string;
        /**
         * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
         *     every retry of it. The same key with the same body answers the first result; with a
         *     different body 422 `idempotency_key_reused`; while the first is still running 409
         *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
         */
        IdempotencyKey: string;
        /** @description The page number, starting at 1. */
        Page: number;
        /** @description How many items a page holds. */
        PageSize: number;
        /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
        Q: string;
        /** @description The document. */
        DocumentId: components["schemas"]["Id"];
        /** @description The hold. */
        HoldId: components["schemas"]["Id"];
        /** @description The first posting date of the statement; defaults to the first of the processing date's month. */
        StatementFrom: string;
        /** @description The last posting date of the statement; defaults to the processing date. */
        StatementTo: string;
        /** @description The date the figures are as of; defaults to the processing date. */
        AsOfDate: string;
        /** @description Only items dated on or after this date. */
        FromDate: string;
        /** @description Only items dated on or before this date. */
        ToDate: string;
        /** @description Which identity service. */
        IdentityServiceKind: "bvn" | "nin";
        /** @description The financial year (the calendar year); default the year of the processing date. */
        BudgetYear: components["schemas"]["Year"];
        /** @description A branch's code; absent for the whole bank. */
        BudgetBranchCode: components["schemas"]["BudgetBranchCode"];
        /** @description How the year is cut; default MONTH. */
        BudgetPeriodParam: components["schemas"]["BudgetPeriod"];
        /** @description The report's key (`trial-balance`, `portfolio-at-risk`, ...). */
        ReportKey: string;
        /** @description The identifier of the resource the path names. */
        PathId: components["schemas"]["Id"];
        /** @description The configuration entry. */
        ConfigKey: components["schemas"]["ConfigKey"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in; the token is valid until `expiresAt`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the token no longer works. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLicense: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The license, bare or wrapped in `value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"] | components["schemas"]["LicenseEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
                q?: components["parameters"]["Q"];
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only customers of this type (clients upper-case the value before sending). */
                customerType?: components["schemas"]["CustomerType"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of customers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreateRequest"];
            };
        };
        responses: {
            /** @description The customer was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCustomerIdentityChecks: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's identity checks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerIdentityChecks"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    runCustomerIdentityChecks: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checks just made and the earlier ones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerIdentityChecks"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCustomerDocuments: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    uploadCustomerDocument: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerDocumentUpload"];
            };
        };
        responses: {
            /** @description The document as kept. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCustomerDocumentContent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
                /** @description The document. */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCustomerOverview: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdateRequest"];
            };
        };
        responses: {
            /** @description Contact details changed; nothing waits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Identity details wait for approval; contact details of the same edit are applied. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerUpdateAccepted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCustomerHistory: {
        parameters: {
            query?: {
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the customer's changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerChangePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCustomerTierReadiness: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current tier, the next one and its blockers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerTierReadiness"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
                q?: components["parameters"]["Q"];
                /** @description Only accounts of this customer. */
                customerId?: components["schemas"]["Id"];
                /** @description Only accounts of this product. */
                productId?: components["schemas"]["Id"];
                /** @description Only accounts in this status. */
                status?: components["schemas"]["AccountStatus"];
                /** @description Only accounts of this branch (must be within the caller's branch scope). */
                branchId?: components["schemas"]["Id"];
                /** @description The exact ten-digit NUBAN account number. */
                accountNumber?: components["schemas"]["AccountNumber"];
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    openAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountOpenRequest"];
            };
        };
        responses: {
            /** @description The account was opened. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAccountTransactions: {
        parameters: {
            query?: {
                /** @description Only items dated on or after this date. */
                from?: components["parameters"]["FromDate"];
                /** @description Only items dated on or before this date. */
                to?: components["parameters"]["ToDate"];
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of postings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountTransactionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferRequest"];
            };
        };
        responses: {
            /** @description The transfer was posted (or, on a retry, the one the key posted first). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    changeAccountStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountStatusChangeRequest"];
            };
        };
        responses: {
            /** @description The account after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getAccountMandate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mandate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMandate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    setAccountMandate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountMandateRequest"];
            };
        };
        responses: {
            /** @description The mandate as set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMandate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getAccountHolderSpecimens: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The specimens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolderSpecimens"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAccountHolds: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The holds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountHoldList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    placeAccountHold: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountHoldRequest"];
            };
        };
        responses: {
            /** @description The hold. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountHold"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    releaseAccountHold: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
                /** @description The hold. */
                holdId: components["parameters"]["HoldId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The released hold. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountHold"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    exportAccountStatementCsv: {
        parameters: {
            query?: {
                /** @description The first posting date of the statement; defaults to the first of the processing date's month. */
                fromDate?: components["parameters"]["StatementFrom"];
                /** @description The last posting date of the statement; defaults to the processing date. */
                toDate?: components["parameters"]["StatementTo"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    exportAccountStatementPdf: {
        parameters: {
            query?: {
                /** @description The first posting date of the statement; defaults to the first of the processing date's month. */
                fromDate?: components["parameters"]["StatementFrom"];
                /** @description The last posting date of the statement; defaults to the processing date. */
                toDate?: components["parameters"]["StatementTo"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement as PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description The product type to list. */
                type?: "DEPOSIT" | "LOAN" | "TERM";
                /** @description When true, only deposit products (the same as `type=DEPOSIT`). */
                deposit?: boolean;
                /** @description Only products in this status. */
                status?: components["schemas"]["ActiveStatus"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products, as a bare list or wrapped in `items`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductArray"] | components["schemas"]["ProductList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductCreateRequest"];
            };
        };
        responses: {
            /** @description The product was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listGlAccounts: {
        parameters: {
            query?: {
                /** @description Only GL accounts of this type. */
                type?: components["schemas"]["GlAccountType"];
                /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
                q?: components["parameters"]["Q"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The GL accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlAccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createGlAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlAccountCreateRequest"];
            };
        };
        responses: {
            /** @description The GL account was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listGlMappings: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The GL mappings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlMappingList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveGlMapping: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlMappingSaveRequest"];
            };
        };
        responses: {
            /** @description The mapping was saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlMapping"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCharges: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The charges. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listBanks: {
        parameters: {
            query?: {
                /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
                q?: components["parameters"]["Q"];
                /** @description Only institutions of this category. */
                category?: components["schemas"]["BankCategory"];
                /** @description Only active institutions (true) or only inactive ones (false). */
                active?: boolean;
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of institutions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLedgerEntries: {
        parameters: {
            query?: {
                /** @description Only lines of this GL account. */
                accountId?: components["schemas"]["Id"];
                /** @description Only items dated on or after this date. */
                from?: components["parameters"]["FromDate"];
                /** @description Only items dated on or before this date. */
                to?: components["parameters"]["ToDate"];
                /** @description Only lines of entries with this exact reference. */
                reference?: string;
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of ledger lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerLinePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    postManualJournal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManualJournalRequest"];
            };
        };
        responses: {
            /** @description The entry was posted (or, on a retry, the entry the key posted first). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            /**
             * @description Sent for approval: nothing is posted yet. The approval request (or, on a retry, the
             *     one the key made first).
             */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listJournals: {
        parameters: {
            query?: {
                /** @description Only items dated on or after this date. */
                from?: components["parameters"]["FromDate"];
                /** @description Only items dated on or before this date. */
                to?: components["parameters"]["ToDate"];
                /** @description Only entries with this exact reference. */
                reference?: string;
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of journal entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getJournal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    reverseJournal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JournalReversalRequest"];
            };
        };
        responses: {
            /** @description The reversal entry (or, on a retry, the one the key posted first). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            /**
             * @description Sent for approval: nothing is posted yet. The approval request (or, on a retry, the
             *     one the key made first).
             */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTrialBalance: {
        parameters: {
            query?: {
                /** @description The date the figures are as of; defaults to the processing date. */
                asOf?: components["parameters"]["AsOfDate"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trial balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrialBalance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    exportTrialBalanceCsv: {
        parameters: {
            query?: {
                /** @description The date the figures are as of; defaults to the processing date. */
                asOf?: components["parameters"]["AsOfDate"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trial balance as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    applyForLoan: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditApplicationRequest"];
            };
        };
        responses: {
            /** @description The application, as a DRAFT or scored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditApplicationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    listCreditApplications: {
        parameters: {
            query?: {
                /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
                q?: components["parameters"]["Q"];
                /** @description Only applications in this status. */
                status?: components["schemas"]["CreditApplicationStatus"];
                /** @description Only applications made by this loan officer. */
                officerId?: components["schemas"]["Id"];
                /** @description Only applications of this branch (the officer's branch when it was made). */
                branchId?: components["schemas"]["Id"];
                /** @description Only applications for this loan product. */
                productId?: components["schemas"]["Id"];
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditApplicationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    exportCreditApplicationsCsv: {
        parameters: {
            query?: {
                /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
                q?: components["parameters"]["Q"];
                /** @description Only applications in this status. */
                status?: components["schemas"]["CreditApplicationStatus"];
                /** @description Only applications made by this loan officer. */
                officerId?: components["schemas"]["Id"];
                /** @description Only applications of this branch. */
                branchId?: components["schemas"]["Id"];
                /** @description Only applications for this loan product. */
                productId?: components["schemas"]["Id"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applications as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getCreditApplication: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditApplicationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateCreditApplication: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditApplicationUpdateRequest"];
            };
        };
        responses: {
            /** @description The application as corrected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditApplicationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    submitCreditApplication: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application, scored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditApplicationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    startCreditApplicationReview: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application, under review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditApplicationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    recommendCreditApplication: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditRecommendation"];
            };
        };
        responses: {
            /** @description The application, approved (with its loan) or rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditApplicationDetail"];
                };
            };
            /** @description The application waits for approval. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditApplicationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    returnCreditApplication: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditApplicationReason"];
            };
        };
        responses: {
            /** @description The application, returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditApplicationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    rejectCreditApplication: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditApplicationReason"];
            };
        };
        responses: {
            /** @description The application, rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditApplicationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    withdrawCreditApplication: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditApplicationReason"];
            };
        };
        responses: {
            /** @description The application, withdrawn. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditApplicationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    getScorecard: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current scorecard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scorecard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    saveScorecard: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScorecardRequest"];
            };
        };
        responses: {
            /** @description The new version. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scorecard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    listScorecardVersions: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions, each whole. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScorecardVersionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listLoans: {
        parameters: {
            query?: {
                /** @description Only loans in this status. */
                status?: components["schemas"]["LoanStatus"];
                /** @description Only loans of this product. */
                productId?: components["schemas"]["Id"];
                /** @description Only loans this officer manages. */
                officerId?: components["schemas"]["Id"];
                /** @description Only loans of this branch. */
                branchId?: components["schemas"]["Id"];
                /**
                 * @description Only ACTIVE loans with something unpaid of an instalment due before the tenant's
                 *     processing date (`daysPastDue` above 0).
                 */
                inArrears?: boolean;
                /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
                q?: components["parameters"]["Q"];
                /** @description The order (newest or oldest first, by loan number, or largest principal first). */
                sort?: "newest" | "oldest" | "loanNumber" | "principalDesc";
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of loans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    exportLoansCsv: {
        parameters: {
            query?: {
                /** @description Only loans in this status. */
                status?: components["schemas"]["LoanStatus"];
                /** @description Only loans of this product. */
                productId?: components["schemas"]["Id"];
                /** @description Only loans this officer manages. */
                officerId?: components["schemas"]["Id"];
                /** @description Only loans of this branch. */
                branchId?: components["schemas"]["Id"];
                /** @description Only ACTIVE loans with days past due above 0. */
                inArrears?: boolean;
                /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
                q?: components["parameters"]["Q"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loans as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listLoanOfficers: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The officers, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanOfficerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    previewLoanSchedule: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanScheduleInput"];
            };
        };
        responses: {
            /** @description The schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanSchedule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    listLoanProducts: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loan products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanProductList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createLoanProduct: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanProductInput"];
            };
        };
        responses: {
            /** @description The loan product was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    updateLoanProduct: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanProductInput"];
            };
        };
        responses: {
            /** @description The updated loan product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteLoanProduct: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loan product was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    getLoan: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateLoan: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated loan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    disburseLoan: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanDisburseRequest"];
            };
        };
        responses: {
            /** @description The disbursed loan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    repayLoan: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanRepaymentRequest"];
            };
        };
        responses: {
            /** @description The loan after the repayment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    assessLoanPenalties: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loan after the penalties. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    getLoanPayoff: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payoff figure, itemised. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanPayoff"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    liquidateLoan: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanLiquidateRequest"];
            };
        };
        responses: {
            /** @description The liquidated loan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    topUpLoan: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanTopUpRequest"];
            };
        };
        responses: {
            /** @description The new loan. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    closeLoan: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanCloseRequest"];
            };
        };
        responses: {
            /** @description The closed loan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelLoan: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanCloseRequest"];
            };
        };
        responses: {
            /** @description The cancelled loan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    writeOffLoan: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanWriteOffRequest"];
            };
        };
        responses: {
            /** @description The written-off loan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            /** @description The write-off waits for approval; the loan is answered still active. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Loan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    listLoanTransactions: {
        parameters: {
            query?: {
                /** @description How many transactions to answer at most. */
                limit?: number;
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loan's transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanTransactionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    exportLoanSchedulePdf: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule as PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    exportLoanStatementPdf: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement as PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLoanProvisioning: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provisioning figures as of the processing date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanProvisioning"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    runLoanProvisioning: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run, with what it posted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanProvisionRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    listLoanProvisionRuns: {
        parameters: {
            query?: {
                /** @description How many runs to answer at most. */
                limit?: number;
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanProvisionRunList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listApprovalFlows: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approval flows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalFlowList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveApprovalFlow: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalFlowSaveRequest"];
            };
        };
        responses: {
            /** @description The saved flow. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalFlow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    deleteApprovalFlow: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flow was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listApprovalRequests: {
        parameters: {
            query?: {
                /** @description Only requests of this operation type. */
                type?: components["schemas"]["ApprovalOperationType"];
                /** @description Only requests in this status. */
                status?: components["schemas"]["ApprovalRequestStatus"];
                /** @description Only requests the caller may approve now. */
                awaitingMe?: boolean;
                /** @description Only requests the caller made. */
                mine?: boolean;
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequestPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getApprovalCounts: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalCounts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getApprovalRequest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getApprovalHolderSpecimens: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The specimens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolderSpecimens"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    approveApprovalRequest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalDecision"];
            };
        };
        responses: {
            /** @description The request after the approval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    rejectApprovalRequest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalRejection"];
            };
        };
        responses: {
            /** @description The rejected request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    cancelApprovalRequest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalDecision"];
            };
        };
        responses: {
            /** @description The cancelled request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    refreshBanks: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankRefreshResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
        };
    };
    getPaymentIntegration: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection's settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentIntegration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    savePaymentIntegration: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentIntegrationSaveRequest"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentIntegration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    testPaymentIntegration: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentIntegrationTestRequest"];
            };
        };
        responses: {
            /** @description The result of the enquiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentIntegrationTestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getIdentityServices: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Both services' settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityServices"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveIdentityService: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description Which identity service. */
                service: components["parameters"]["IdentityServiceKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityServiceSaveRequest"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityService"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    testIdentityService: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description Which identity service. */
                service: components["parameters"]["IdentityServiceKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the service said. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityServiceTestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listNipBanks: {
        parameters: {
            query?: {
                /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
                q?: components["parameters"]["Q"];
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of active institutions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    nipNameEnquiry: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NipNameEnquiryRequest"];
            };
        };
        responses: {
            /** @description The beneficiary as their bank names them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipNameEnquiryResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
        };
    };
    quoteNipTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NipQuoteRequest"];
            };
        };
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipTransferQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listNipTransfers: {
        parameters: {
            query?: {
                /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
                q?: components["parameters"]["Q"];
                /** @description Only transfers in this status. */
                status?: components["schemas"]["NipTransferStatus"];
                /** @description Only items dated on or after this date. */
                from?: components["parameters"]["FromDate"];
                /** @description Only items dated on or before this date. */
                to?: components["parameters"]["ToDate"];
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of transfers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipTransferPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createNipTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NipTransferRequest"];
            };
        };
        responses: {
            /** @description The account was debited and the transfer is on its way (or, on a retry, the transfer the key made first). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipTransfer"];
                };
            };
            /** @description The transfer waits for approval; the money is held. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    exportNipTransfersCsv: {
        parameters: {
            query?: {
                /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
                q?: components["parameters"]["Q"];
                /** @description Only transfers in this status. */
                status?: components["schemas"]["NipTransferStatus"];
                /** @description Only items dated on or after this date. */
                from?: components["parameters"]["FromDate"];
                /** @description Only items dated on or before this date. */
                to?: components["parameters"]["ToDate"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfers as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    exportNipTransferAdvicePdf: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The advice as PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getNipTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipTransferDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    requeryNipTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer after the query. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipTransferDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
        };
    };
    reverseNipTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalRejection"];
            };
        };
        responses: {
            /** @description The transfer, reversed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipTransferDetail"];
                };
            };
            /** @description The reversal waits for approval. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipTransferDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listNipReconRuns: {
        parameters: {
            query?: {
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipReconRunPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createNipReconRun: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NipReconRunRequest"];
            };
        };
        responses: {
            /** @description The run with its counts and totals. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipReconRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
        };
    };
    getNipReconRun: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipReconRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listNipReconItems: {
        parameters: {
            query?: {
                /** @description Only lines with this result. */
                result?: components["schemas"]["NipReconResult"];
                /** @description Only exceptions not yet resolved (true) or only resolved ones (false). */
                open?: boolean;
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipReconItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    resolveNipReconItem: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NipReconResolveRequest"];
            };
        };
        responses: {
            /** @description The line after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NipReconItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
        };
    };
    listTills: {
        parameters: {
            query?: {
                /** @description Only the tills of this branch. */
                branchId?: components["schemas"]["Id"];
                /** @description Only tills with this status. */
                status?: components["schemas"]["TillStatus"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tills, by branch and code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createTill: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TillRequest"];
            };
        };
        responses: {
            /** @description The till, with a zero balance. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Till"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listTillTellers: {
        parameters: {
            query?: {
                /** @description The branch of the till to give out; the user's home branch when absent. */
                branchId?: components["schemas"]["Id"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tellers, by full name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillTellerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTill: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The till. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Till"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updateTill: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TillUpdate"];
            };
        };
        responses: {
            /** @description The till as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Till"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listVaults: {
        parameters: {
            query?: {
                /** @description Only the vault of this branch. */
                branchId?: components["schemas"]["Id"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vaults. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaultList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getDenominations: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The denominations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DenominationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listTillSessions: {
        parameters: {
            query?: {
                /** @description Only sessions of this branch's tills. */
                branchId?: components["schemas"]["Id"];
                /** @description Only sessions of this business date. */
                date?: string;
                /** @description Only this teller's sessions. */
                tellerId?: components["schemas"]["Id"];
                /** @description Only sessions in this status. */
                status?: components["schemas"]["TillSessionStatus"];
                /** @description Only sessions of an earlier business date still open. */
                leftOpen?: boolean;
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSessionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    assignTillSession: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TillSessionAssignRequest"];
            };
        };
        responses: {
            /** @description The session, ASSIGNED. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSessionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTillSession: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSessionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    openTillSession: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TillCountRequest"];
            };
        };
        responses: {
            /** @description The session, ACTIVE or OPENED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSessionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    acceptTillSessionOpening: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session, ACTIVE. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSessionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    startTillSessionClose: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session, CLOSING. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSessionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    submitTillClosingCount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TillCountRequest"];
            };
        };
        responses: {
            /** @description The session, BALANCED or VARIANCE_PENDING. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSessionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    closeTillSession: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session, CLOSED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSessionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    reconcileTillSession: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session, RECONCILED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSessionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    returnTillCash: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session, its till's cash back in the vault. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TillSessionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTillSessionReportPdf: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report as PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createCashDeposit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashTransactionRequest"];
            };
        };
        responses: {
            /** @description The deposit, POSTED. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createCashWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashTransactionRequest"];
            };
        };
        responses: {
            /** @description The withdrawal, POSTED. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashTransaction"];
                };
            };
            /** @description The withdrawal waits for a level-1 approval; the amount is held on the account. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    findLoansForCashRepayment: {
        parameters: {
            query?: {
                /** @description A loan number or a deposit account number, exactly; without it nothing is found. */
                q?: string;
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching loans (none is an empty list). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashLoanList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createCashLoanRepayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashLoanRepaymentRequest"];
            };
        };
        responses: {
            /** @description The repayment, POSTED. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCashTransaction: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cash transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCashReceiptPdf: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt as PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    reverseCashTransaction: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashReversalRequest"];
            };
        };
        responses: {
            /** @description The reversal waits for approval. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCashMovements: {
        parameters: {
            query?: {
                /** @description Only movements of this branch. */
                branchId?: components["schemas"]["Id"];
                /** @description Only movements of this till. */
                tillId?: components["schemas"]["Id"];
                /** @description Only movements in this status. */
                status?: components["schemas"]["CashMovementStatus"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The movements, at most 200. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashMovementList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createCashMovement: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashMovementRequest"];
            };
        };
        responses: {
            /** @description The movement, IN_TRANSIT. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashMovement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    confirmCashMovement: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TillCountRequest"];
            };
        };
        responses: {
            /** @description The movement, CONFIRMED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashMovement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    cancelCashMovement: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The movement, CANCELLED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashMovement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCashPosition: {
        parameters: {
            query?: {
                /** @description The branch; defaults to the user's home branch. */
                branchId?: components["schemas"]["Id"];
                /** @description The business date; defaults to the processing date. */
                date?: string;
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cash position. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashPosition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    exportCashPositionCsv: {
        parameters: {
            query?: {
                /** @description The branch; defaults to the user's home branch. */
                branchId?: components["schemas"]["Id"];
                /** @description The business date; defaults to the processing date. */
                date?: string;
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cash position as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listExpenses: {
        parameters: {
            query?: {
                /** @description Only expenses in this status. */
                status?: components["schemas"]["ExpenseStatus"];
                /** @description Only expenses of this branch. */
                branchId?: components["schemas"]["Id"];
                /** @description Only expenses whose payee's name contains this text. */
                payee?: string;
                /** @description Only items dated on or after this date. */
                from?: components["parameters"]["FromDate"];
                /** @description Only items dated on or before this date. */
                to?: components["parameters"]["ToDate"];
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of expenses and the filter's totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpensePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createExpense: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExpenseCreateRequest"];
            };
        };
        responses: {
            /** @description The expense was recorded; bare or wrapped in `expense`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"] | components["schemas"]["ExpenseEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getExpense: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The expense. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getExpenseInvoice: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    bulkCreateExpenses: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUploadRequest"];
            };
        };
        responses: {
            /** @description What was created and what failed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseBulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    approveExpense: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ExpenseApproveRequest"];
            };
        };
        responses: {
            /** @description The expense, approved at one more level or posted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listBudgets: {
        parameters: {
            query?: {
                /** @description The financial year (the calendar year); default the year of the processing date. */
                year?: components["parameters"]["BudgetYear"];
                /** @description A branch's code; absent for the whole bank. */
                branchCode?: components["parameters"]["BudgetBranchCode"];
                /** @description Only the lines of the whole bank (no branch). */
                wholeBank?: boolean;
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of budget lines, by account code, branch and month. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createBudget: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BudgetCreateRequest"];
            };
        };
        responses: {
            /** @description The budget line was created; bare or wrapped in `budget`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Budget"] | components["schemas"]["BudgetEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    deleteBudget: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The budget line was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updateBudget: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BudgetUpdateRequest"];
            };
        };
        responses: {
            /** @description The budget line as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Budget"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getBudgetActuals: {
        parameters: {
            query?: {
                /** @description The financial year (the calendar year); default the year of the processing date. */
                year?: components["parameters"]["BudgetYear"];
                /** @description A branch's code; absent for the whole bank. */
                branchCode?: components["parameters"]["BudgetBranchCode"];
                /** @description How the year is cut; default MONTH. */
                period?: components["parameters"]["BudgetPeriodParam"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The budget against actual. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetActuals"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    exportBudgetActuals: {
        parameters: {
            query?: {
                /** @description The financial year (the calendar year); default the year of the processing date. */
                year?: components["parameters"]["BudgetYear"];
                /** @description A branch's code; absent for the whole bank. */
                branchCode?: components["parameters"]["BudgetBranchCode"];
                /** @description How the year is cut; default MONTH. */
                period?: components["parameters"]["BudgetPeriodParam"];
                /** @description The file's kind; default csv. */
                format?: "csv" | "xlsx";
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    bulkCreateBudgets: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUploadRequest"];
            };
        };
        responses: {
            /** @description What was created and what failed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetBulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAssets: {
        parameters: {
            query?: {
                /** @description Only assets in this status. */
                status?: components["schemas"]["AssetStatus"];
                /** @description Only assets of this category. */
                category?: string;
                /** @description Only assets of this branch. */
                branchId?: components["schemas"]["Id"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fixed assets and their totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createAsset: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetCreateRequest"];
            };
        };
        responses: {
            /** @description The asset was registered and its acquisition posted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    bulkCreateAssets: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUploadRequest"];
            };
        };
        responses: {
            /** @description What was created and what failed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetBulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    previewDepreciation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepreciationPreviewRequest"];
            };
        };
        responses: {
            /** @description The schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepreciationPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    getCapital: {
        parameters: {
            query?: {
                /** @description The period's first posting date. */
                from?: string;
                /** @description The period's last posting date. */
                to?: string;
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The capital accounts, their movements and the pending injections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CapitalOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    createDepreciationRun: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepreciationRunRequest"];
            };
        };
        responses: {
            /** @description The run was started; follow it with getDepreciationRun. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepreciationRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getDepreciationRun: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepreciationRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The asset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    depreciateAsset: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetDepreciateRequest"];
            };
        };
        responses: {
            /** @description The asset after depreciation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    disposeAsset: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetDisposeRequest"];
            };
        };
        responses: {
            /** @description The asset after disposal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listTermDepositProducts: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositProductList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createTermDepositProduct: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermDepositProductInput"];
            };
        };
        responses: {
            /** @description The product was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    getTermDepositProduct: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTermDepositProduct: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermDepositProductUpdate"];
            };
        };
        responses: {
            /** @description The product as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    previewTermDeposit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermDepositPreviewInput"];
            };
        };
        responses: {
            /** @description The maturity figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    listTermDeposits: {
        parameters: {
            query?: {
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only deposits with this status. */
                status?: components["schemas"]["TermDepositStatus"];
                /** @description Only deposits with this productId. */
                productId?: components["schemas"]["Id"];
                /** @description Only deposits with this branchId. */
                branchId?: components["schemas"]["Id"];
                /** @description Only deposits with this customerId. */
                customerId?: components["schemas"]["Id"];
                /** @description Only deposits maturing on or after this date. */
                maturityFrom?: string;
                /** @description Only deposits maturing on or before this date. */
                maturityTo?: string;
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposits, the totals and the maturity profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    bookTermDeposit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermDepositBookingInput"];
            };
        };
        responses: {
            /** @description The deposit, booked and funded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDeposit"];
                };
            };
            /** @description The deposit waits for approval with the funds held. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDeposit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    getTermDeposit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getTermDepositCertificate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    quoteTermDepositLiquidation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositLiquidationQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    liquidateTermDeposit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermDepositLiquidationInput"];
            };
        };
        responses: {
            /** @description The deposit, liquidated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositDetail"];
                };
            };
            /** @description The liquidation waits for approval. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    setTermDepositInstruction: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermDepositInstructionInput"];
            };
        };
        responses: {
            /** @description The deposit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    settleTermDeposit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
                /**
                 * @description A key the client makes once per intended money movement (a UUID is best) and repeats on
                 *     every retry of it. The same key with the same body answers the first result; with a
                 *     different body 422 `idempotency_key_reused`; while the first is still running 409
                 *     `idempotency_request_in_progress`. Keys are kept per tenant for at least 24 hours.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermDepositInstructionInput"];
            };
        };
        responses: {
            /** @description The deposit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    placeTermDepositLien: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermDepositLienInput"];
            };
        };
        responses: {
            /** @description The deposit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    releaseTermDepositLien: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermDepositLienRelease"];
            };
        };
        responses: {
            /** @description The deposit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    runTermDepositAccruals: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermDepositAccrualInput"];
            };
        };
        responses: {
            /** @description What the run did. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermDepositAccrualResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
        };
    };
    listBranches: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The branches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BranchArray"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createBranch: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BranchCreateRequest"];
            };
        };
        responses: {
            /** @description The branch was opened. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Branch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updateBranch: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BranchUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated branch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Branch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The configuration entry. */
                key: components["parameters"]["ConfigKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveConfig: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The configuration entry. */
                key: components["parameters"]["ConfigKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigSaveRequest"];
            };
        };
        responses: {
            /** @description The saved entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Free-text search (names, numbers, codes), matched case-insensitively. */
                q?: components["parameters"]["Q"];
                /** @description Only users in this status. */
                status?: components["schemas"]["UserStatus"];
                /** @description Only users holding this role. */
                role?: components["schemas"]["RoleKey"];
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreateRequest"];
            };
        };
        responses: {
            /** @description The user was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    disableUser: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The disabled user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    enableUser: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The enabled user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    resetUserPassword: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The temporary password. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemporaryPassword"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description Only events at or after this instant, or from the start of this date (UTC). */
                from?: components["schemas"]["DateOrDateTime"];
                /** @description Only events at or before this instant, or up to the end of this date (UTC). */
                to?: components["schemas"]["DateOrDateTime"];
                /** @description Only events of this user. */
                userId?: components["schemas"]["Id"];
                /** @description Only events of this username (also failed sign-ins of it), case-insensitively. */
                username?: string;
                /** @description Only events of this operation (`login`, `createUser`...). */
                operationId?: string;
                /** @description Only successful or only failed calls. */
                outcome?: components["schemas"]["AuditOutcome"];
                /** @description Only events about this kind of record (`branch`, `user`, `customer`...). */
                entityType?: string;
                /** @description Only events about the record with this id (with or without `entityType`). */
                entityId?: string;
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of audit events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getEodChecks: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EodChecks"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listEodRuns: {
        parameters: {
            query?: {
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EodRunList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    startEodRun: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EodRunStart"];
            };
        };
        responses: {
            /** @description The run, started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EodRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getEodRun: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EodRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    resumeEodRun: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run, running again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EodRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listReports: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCatalogue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    runReport: {
        parameters: {
            query?: {
                /** @description The date the figures are as of; defaults to the processing date. */
                asOf?: components["parameters"]["AsOfDate"];
                /** @description Only items dated on or after this date. */
                from?: components["parameters"]["FromDate"];
                /** @description Only items dated on or before this date. */
                to?: components["parameters"]["ToDate"];
                /** @description Only this branch. */
                branchId?: components["schemas"]["Id"];
                /** @description Only this product. */
                productId?: components["schemas"]["Id"];
                /** @description Only this loan officer. */
                officerId?: components["schemas"]["Id"];
                /** @description The column to sort by; default the report's own order. */
                sort?: string;
                /** @description The sort direction; default ascending. */
                direction?: "asc" | "desc";
                /**
                 * @description The page of rows (from 1; default 1). A report answers `rows`, not `items`, as the
                 *     reports center's shape is { columns, rows, totals }.
                 */
                page?: number;
                /** @description Rows per page (1 to 500, default 50). */
                pageSize?: number;
                /** @description json (default) answers one page; csv, xlsx and pdf download the whole report. */
                format?: "json" | "csv" | "xlsx" | "pdf";
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The report's key (`trial-balance`, `portfolio-at-risk`, ...). */
                key: components["parameters"]["ReportKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report, or its file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResult"];
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listDashboardTiles: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTileList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getDashboardTile: {
        parameters: {
            query?: {
                /** @description The active branch, when the user chose one. */
                branchId?: components["schemas"]["Id"];
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The tile's key. */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getEmailSettings: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveEmailSettings: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailSettingsSaveRequest"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    testEmailSettings: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTestRequest"];
            };
        };
        responses: {
            /** @description What happened. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagingTestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getSmsSettings: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveSmsSettings: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsSettingsSaveRequest"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    testSmsSettings: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsTestRequest"];
            };
        };
        responses: {
            /** @description What happened. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagingTestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listMessageTemplates: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageTemplateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveMessageTemplate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The kind of message. */
                kind: components["schemas"]["MessageKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageTemplateSaveRequest"];
            };
        };
        responses: {
            /** @description The saved template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    previewMessageTemplate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The kind of message. */
                kind: components["schemas"]["MessageKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageTemplateSaveRequest"];
            };
        };
        responses: {
            /** @description The rendered message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageTemplatePreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listOutboxMessages: {
        parameters: {
            query?: {
                /** @description The page number, starting at 1. */
                page?: components["parameters"]["Page"];
                /** @description How many items a page holds. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only messages in this state. */
                status?: components["schemas"]["OutboxMessageStatus"];
                /** @description Only messages sent this way. */
                channel?: components["schemas"]["MessageChannel"];
                /** @description Only messages of this kind. */
                kind?: components["schemas"]["MessageKind"];
                /** @description Recipients that contain this text (case ignored). */
                recipient?: string;
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessagePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getOutboxMessage: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The message. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    retryOutboxMessage: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The message. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, queued again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    exportAuditEvents: {
        parameters: {
            query?: {
                /** @description Only events at or after this instant, or from the start of this date (UTC). */
                from?: components["schemas"]["DateOrDateTime"];
                /** @description Only events at or before this instant, or up to the end of this date (UTC). */
                to?: components["schemas"]["DateOrDateTime"];
                /** @description Only events of this user. */
                userId?: components["schemas"]["Id"];
                /** @description Only events of this username, case-insensitively. */
                username?: string;
                /** @description Only events of this operation. */
                operationId?: string;
                /** @description Only successful or only failed calls. */
                outcome?: components["schemas"]["AuditOutcome"];
                /** @description Only events about this kind of record (`branch`, `user`, `customer`...). */
                entityType?: string;
                /** @description Only events about the record with this id (with or without `entityType`). */
                entityId?: string;
            };
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAuditActions: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The actions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditActionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getStatechartRecord: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The tenant the call is for. Must equal the token's tenant (403 `tenant_mismatch`); for
                 *     `login` it names the tenant to sign in to.
                 */
                "x-tenant-id": components["parameters"]["TenantId"];
            };
            path: {
                /** @description The chart's name, as its machine file is named. */
                chart: string;
                /** @description The identifier of the resource the path names. */
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record on its chart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatechartRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
}
