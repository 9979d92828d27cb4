// Scan: every query runs CRC-32 over its bytes from scratch, one 256-entry table lookup a
// byte. O(n) per query, O(n q) time; O(1) extra space (the 1 KB table).
class Solution {
public:
    void solve(const vector<int>& data, const vector<int>& x, const vector<int>& y, vector<long long>& answer) {
        uint32_t table[256];
        for (uint32_t b = 0; b < 256; ++b) {
            uint32_t c = b;
            for (int k = 0; k < 8; ++k) c = (c & 1) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
            table[b] = c;
        }
        long long n = (long long)data.size(), last = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            long long l = (x[i] + last) % n, r = (y[i] + last) % n;
            if (l > r) swap(l, r);
            uint32_t c = 0xFFFFFFFFu;
            for (long long j = l; j <= r; ++j) c = table[(c ^ (uint32_t)data[j]) & 0xFF] ^ (c >> 8);
            long long crc = (long long)(c ^ 0xFFFFFFFFu);
            answer.push_back(crc);
            last = crc;
        }
    }
};
