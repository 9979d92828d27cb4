// Copies the rest of the string for every query and walks the copy: O(n) per query like the
// scan, with O(n) extra space on top.
class Solution {
public:
    long long solve(const string& s, const vector<int>& queries) {
        long long total = 0;
        for (int p : queries) {
            string rest = s.substr(p - 1);
            int balance = 0;
            size_t i = 0;
            do {
                balance += rest[i] == '(' ? 1 : -1;
                ++i;
            } while (balance != 0);
            total += (i + 1) / 2;
        }
        return total;
    }
};
