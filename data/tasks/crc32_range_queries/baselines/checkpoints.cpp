// Checkpoints: the CRC register after every B-th byte (B ~ sqrt(n) / 2). The CRC of a prefix
// resumes at the checkpoint below it and runs at most B - 1 bytes. A range's CRC follows from
// two prefix CRCs by linearity over GF(2): crc(data[l..r]) = crc(prefix r+1) XOR
// crc(prefix l) * x^(8 (r+1-l)) mod P, the power by repeated squaring (zlib's crc32_combine).
// O(n + q (sqrt n + log n)) time; O(sqrt n) extra space.
class Solution {
public:
    void solve(const vector<int>& data, const vector<int>& x, const vector<int>& y, vector<long long>& answer) {
        for (uint32_t b = 0; b < 256; ++b) {
            uint32_t c = b;
            for (int k = 0; k < 8; ++k) c = (c & 1) ? (c >> 1) ^ POLY : c >> 1;
            table[b] = c;
        }
        square[0] = 1u << 30;  // x^1 (bit 31 holds the coefficient of x^0)
        for (int k = 1; k < 64; ++k) square[k] = mul(square[k - 1], square[k - 1]);
        long long n = (long long)data.size();
        B = max(1, (int)sqrt((double)n) / 2);
        vector<uint32_t> reg(n / B + 1);
        uint32_t c = 0xFFFFFFFFu;
        for (long long k = 0; k <= n; ++k) {
            if (k % B == 0) reg[k / B] = c;
            if (k < n) c = table[(c ^ (uint32_t)data[k]) & 0xFF] ^ (c >> 8);
        }
        long long last = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            long long l = (x[i] + last) % n, r = (y[i] + last) % n;
            if (l > r) swap(l, r);
            uint32_t hi = prefix(data, reg, r + 1), lo = prefix(data, reg, l);
            long long crc = (long long)(hi ^ mul(power8(r + 1 - l), lo));
            answer.push_back(crc);
            last = crc;
        }
    }

private:
    static constexpr uint32_t POLY = 0xEDB88320u;
    uint32_t table[256];
    uint32_t square[64];  // x^(2^k) mod P
    int B = 1;

    // a * b mod P in CRC-32's reflected bit order.
    static uint32_t mul(uint32_t a, uint32_t b) {
        uint32_t p = 0;
        for (int i = 31; i >= 0; --i) {
            p ^= b & (0u - ((a >> i) & 1u));
            b = (b >> 1) ^ (POLY & (0u - (b & 1u)));
        }
        return p;
    }

    // x^(8 len) mod P.
    uint32_t power8(long long len) const {
        uint32_t p = 1u << 31;
        for (int k = 3; len > 0; len >>= 1, ++k)
            if (len & 1) p = mul(square[k], p);
        return p;
    }

    // CRC-32 of data[0..k).
    uint32_t prefix(const vector<int>& data, const vector<uint32_t>& reg, long long k) const {
        long long c0 = k / B;
        uint32_t c = reg[c0];
        for (long long j = c0 * B; j < k; ++j) c = table[(c ^ (uint32_t)data[j]) & 0xFF] ^ (c >> 8);
        return c ^ 0xFFFFFFFFu;
    }
};
