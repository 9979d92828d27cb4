// Blocks of about sqrt(n) brackets, each with its net balance and the lowest balance
// reached inside it (relative to its start). A query walks the rest of its own block, skips
// the blocks in which the balance cannot return to zero, and walks the block where it does:
// O(sqrt n) per query; O(sqrt n) extra space.
class Solution {
public:
    long long solve(const string& s, const vector<int>& queries) {
        int n = s.size();
        int block = max(1, (int)sqrt((double)n));
        int blocks = (n + block - 1) / block;
        vector<int> net(blocks, 0), low(blocks, 0);
        for (int b = 0; b < blocks; ++b) {
            int balance = 0, lowest = 0;
            for (int i = b * block, end = min(n, i + block); i < end; ++i) {
                balance += s[i] == '(' ? 1 : -1;
                lowest = min(lowest, balance);
            }
            net[b] = balance;
            low[b] = lowest;
        }
        long long total = 0;
        for (int p : queries) {
            int i = p - 1, balance = 0;
            int end = min(n, (i / block + 1) * block);
            while (i < end) {
                balance += s[i] == '(' ? 1 : -1;
                ++i;
                if (balance == 0) break;
            }
            if (balance != 0) {
                int b = end / block;
                while (balance + low[b] > 0) balance += net[b++];
                i = b * block;
                do {
                    balance += s[i] == '(' ? 1 : -1;
                    ++i;
                } while (balance != 0);
            }
            total += (i - p + 1) / 2;
        }
        return total;
    }
};
