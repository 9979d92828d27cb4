// Prefix table: the CRC-32 of every prefix and x^(8k) mod P for every k <= n (a zero byte
// through the CRC table multiplies the register by x^8). A range's CRC is
// crc(prefix r+1) XOR crc(prefix l) * x^(8 (r+1-l)): one 32-step carry-less product.
// O(n + q) time; O(n) extra space.
class Solution {
public:
    void solve(const vector<int>& data, const vector<int>& x, const vector<int>& y, vector<long long>& answer) {
        uint32_t table[256];
        for (uint32_t b = 0; b < 256; ++b) {
            uint32_t c = b;
            for (int k = 0; k < 8; ++k) c = (c & 1) ? (c >> 1) ^ POLY : c >> 1;
            table[b] = c;
        }
        size_t n = data.size();
        vector<uint32_t> pre(n + 1), pw(n + 1);
        uint32_t c = 0xFFFFFFFFu, p = 1u << 31;
        pre[0] = 0;
        pw[0] = p;
        for (size_t k = 0; k < n; ++k) {
            c = table[(c ^ (uint32_t)data[k]) & 0xFF] ^ (c >> 8);
            p = table[p & 0xFF] ^ (p >> 8);
            pre[k + 1] = c ^ 0xFFFFFFFFu;
            pw[k + 1] = p;
        }
        long long last = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            long long l = (x[i] + last) % (long long)n, r = (y[i] + last) % (long long)n;
            if (l > r) swap(l, r);
            long long crc = (long long)(pre[r + 1] ^ mul(pw[r + 1 - l], pre[l]));
            answer.push_back(crc);
            last = crc;
        }
    }

private:
    static constexpr uint32_t POLY = 0xEDB88320u;

    // a * b mod P in CRC-32's reflected bit order.
    static uint32_t mul(uint32_t a, uint32_t b) {
        uint32_t p = 0;
        for (int i = 31; i >= 0; --i) {
            p ^= b & (0u - ((a >> i) & 1u));
            b = (b >> 1) ^ (POLY & (0u - (b & 1u)));
        }
        return p;
    }
};
